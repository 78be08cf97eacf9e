import { planById } from "@shared/plans";
import { LegalPage, LegalSection } from "@/components/layout/legal-page";
import { useT } from "@/i18n/use-t";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { formatRupees } from "./format";
import { PLAN_NAME_KEY, paymentsMessages } from "./payments-messages";
import { refundPolicyMessages } from "./refund-policy-messages";

const monthly = planById("monthly");
const annual = planById("annual");

/** A plain cancellation and refund policy: what a learner buys, how it ends, how to get money back. */
export default function RefundPolicyPage() {
  const t = useT(refundPolicyMessages);
  const tp = useT(paymentsMessages);
  return (
    <LegalPage title={t("title")} updated={t("updated")} intro={<p>{t("intro")}</p>}>
      <LegalSection title={t("s1Title")}>
        <ul>
          {[monthly, annual].map((plan) => (
            <li key={plan.id}>
              <strong>{tp(PLAN_NAME_KEY[plan.id])}</strong>
              {t("s1Plan", {
                price: formatRupees(plan.amountPaise),
                days: formatNumber(plan.entitlementDays),
              })}
            </li>
          ))}
          <li>{t("s1Free")}</li>
        </ul>
        <p>{t("s1Starts")}</p>
      </LegalSection>

      <LegalSection title={t("s2Title")}>
        <p>
          {t("s2Text")}{" "}
          <Link className="text-blue-800 underline" to="/billing">
            {t("s2Link")}
          </Link>
          {t("s2After")}
        </p>
      </LegalSection>

      <LegalSection title={t("s3Title")}>
        <ul>
          <li>
            <strong>{t("s3UnusedStrong")}</strong>
            {t("s3Unused")}
          </li>
          <li>
            <strong>{t("s3TwiceStrong")}</strong>
            {t("s3Twice")}
          </li>
          <li>
            <strong>{t("s3NotStartedStrong")}</strong>
            {t("s3NotStarted")}
          </li>
        </ul>
        <p>{t("s3After")}</p>
      </LegalSection>

      <LegalSection title={t("s4Title")}>
        <p>{t("s4Text")}</p>
      </LegalSection>

      <LegalSection title={t("s5Title")}>
        <p>
          {t("s5Before")}{" "}
          <a className="text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>{" "}
          {t("s5Text")}
        </p>
      </LegalSection>

      <LegalSection title={t("s6Title")}>
        <p>{t("s6Text")}</p>
      </LegalSection>
    </LegalPage>
  );
}
