import { LegalPage, LegalSection } from "@/components/layout/legal-page";
import { useT } from "@/i18n/use-t";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "@/lib/constants";
import { Link } from "@/lib/router";
import { termsMessages } from "./terms-messages";

/** The rules of using Abhyas, in plain words. */
export default function TermsPage() {
  const t = useT(termsMessages);
  return (
    <LegalPage title={t("title")} updated={t("updated")} intro={<p>{t("intro")}</p>}>
      <LegalSection title={t("s1Title")}>
        <ul>
          <li>{t("s1Google")}</li>
          <li>{t("s1OnePerPerson")}</li>
          <li>{t("s1Under18")}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t("s2Title")}>
        <ul>
          <li>{t("s2Break")}</li>
          <li>{t("s2Copy")}</li>
          <li>{t("s2Respect")}</li>
        </ul>
        <p>{t("s2Suspend")}</p>
      </LegalSection>

      <LegalSection title={t("s3Title")}>
        <p>{t("s3Text")}</p>
      </LegalSection>

      <LegalSection title={t("s4Title")}>
        <p>
          {t("s4Text")}{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            {t("s4Link")}
          </Link>
          {t("s4End")}
        </p>
      </LegalSection>

      <LegalSection title={t("s5Title")}>
        <p>{t("s5Text")}</p>
      </LegalSection>

      <LegalSection title={t("s6Title")}>
        <p>{t("s6Text")}</p>
      </LegalSection>

      <LegalSection title={t("s7Title")}>
        <p>
          {t("s7Text")}{" "}
          <a className="text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          {t("s7Else")}{" "}
          <a className="text-blue-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          {t("s7Our")}{" "}
          <Link className="text-blue-800 underline" to="/privacy">
            {t("s7Link")}
          </Link>{" "}
          {t("s7End")}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
