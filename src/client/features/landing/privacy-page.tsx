import { LegalPage, LegalSection } from "@/components/layout/legal-page";
import { useT } from "@/i18n/use-t";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "@/lib/constants";
import { Link } from "@/lib/router";
import { privacyMessages } from "./privacy-messages";

/** What we collect, why, who else sees it, what a learner can download and delete, and what stays. */
export default function PrivacyPage() {
  const t = useT(privacyMessages);
  return (
    <LegalPage title={t("title")} updated={t("updated")} intro={<p>{t("intro")}</p>}>
      <LegalSection title={t("s1Title")}>
        <ul>
          <li>
            <strong>{t("s1AccountStrong")}</strong>
            {t("s1Account")}
          </li>
          <li>
            <strong>{t("s1PracticeStrong")}</strong>
            {t("s1Practice")}
          </li>
          <li>
            <strong>{t("s1PaymentsStrong")}</strong>
            {t("s1Payments")}
          </li>
          <li>
            <strong>{t("s1TechnicalStrong")}</strong>
            {t("s1Technical")}
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t("s2Title")}>
        <ul>
          <li>{t("s2SignIn")}</li>
          <li>{t("s2Premium")}</li>
          <li>{t("s2Answer")}</li>
          <li>{t("s2Protect")}</li>
        </ul>
      </LegalSection>

      <LegalSection title={t("s3Title")}>
        <p>{t("s3Text")}</p>
      </LegalSection>

      <LegalSection title={t("s4Title")}>
        <ul>
          <li>{t("s4Google")}</li>
          <li>{t("s4Razorpay")}</li>
          <li>{t("s4Hosting")}</li>
        </ul>
        <p>{t("s4Law")}</p>
      </LegalSection>

      <LegalSection title={t("s5Title")}>
        <p>{t("s5Text")}</p>
      </LegalSection>

      <LegalSection title={t("s6Title")}>
        <p>{t("s6Text")}</p>
        <ul>
          <li>
            <strong>{t("s6ExportStrong")}</strong>
            {t("s6Export")}
          </li>
          <li>
            <strong>{t("s6DeleteStrong")}</strong>
            {t("s6Delete")}
          </li>
          <li>
            <strong>{t("s6AnswersStrong")}</strong>
            {t("s6Answers")}
          </li>
          <li>
            <strong>{t("s6PaymentsStrong")}</strong>
            {t("s6Payments")}
          </li>
        </ul>
        <p>
          {t("s6Other")}{" "}
          <a className="text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>{" "}
          {t("s6After")}
        </p>
      </LegalSection>

      <LegalSection title={t("s7Title")}>
        <p>
          {t("s7Text")}{" "}
          <a className="text-blue-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          {t("s7After")}{" "}
          <Link className="text-blue-800 underline" to="/terms">
            {t("s7Link")}
          </Link>
          {t("s7End")}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
