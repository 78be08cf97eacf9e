import type { PaymentHistoryEntry, SubscriptionResponse } from "@shared/contract/payments";
import { Crown, Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { formatIstDate, formatRupees } from "./format";
import { PLAN_NAME_KEY, paymentsMessages } from "./payments-messages";
import { PricingSection } from "./pricing-section";
import { usePaymentHistory } from "./use-payment-history";
import { useResumeCheckout } from "./use-resume-checkout";
import { useSubscription } from "./use-subscription";

const STATUS_LABEL = {
  paid: "statusPaid",
  failed: "statusFailed",
  created: "statusCreated",
} as const satisfies Record<PaymentHistoryEntry["status"], string>;
const STATUS_BADGE = { paid: "easy", failed: "hard", created: "secondary" } as const;

/** The learner's plan, the plans to buy or extend with, and every order they placed. */
export default function BillingPage() {
  const t = useT(paymentsMessages);
  useResumeCheckout();
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("billingTitle")}</h1>
        <p className="mt-1 text-slate-700">
          {t("billingIntro")}{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            {t("cancelOrRefundLink")}
          </Link>
          {t("sentenceEnd")}
        </p>
      </div>
      <SubscriptionCard />
      <div className="-mx-4 rounded-2xl bg-slate-50 sm:mx-0">
        <PricingSection id="plans" title={t("buyOrExtend")} />
      </div>
      <HistoryCard />
    </div>
  );
}

function SubscriptionCard() {
  const t = useT(paymentsMessages);
  const subscription = useSubscription();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Crown className="h-5 w-5 text-amber-700" aria-hidden /> {t("yourPlan")}
        </h2>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <p className="text-slate-700">{t("loadingPlan")}</p>
        ) : subscription.isError ? (
          <p role="alert" className="text-red-800">
            {t("planLoadError")}
          </p>
        ) : (
          <PlanStatus subscription={subscription.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PlanStatus({ subscription }: { subscription: SubscriptionResponse }) {
  const t = useT(paymentsMessages);
  const { plan, status, expiresAt } = subscription;
  const planName = t(PLAN_NAME_KEY[plan]);
  if (status === "active" && expiresAt) {
    return (
      <div data-testid="subscription-status">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {t("planName", { plan: planName })} <Badge variant="easy">{t("active")}</Badge>
        </p>
        <p className="mt-1 text-slate-700">
          {t("activeUntil")} <strong>{formatIstDate(expiresAt)}</strong>
          {t("activeUntilAfter")}
        </p>
      </div>
    );
  }
  if (status === "expired" && expiresAt) {
    return (
      <div data-testid="subscription-status">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {t("freePlan")} <Badge variant="secondary">{t("planEnded", { plan: planName })}</Badge>
        </p>
        <p className="mt-1 text-slate-700">
          {t("planEndedText", { plan: planName, date: formatIstDate(expiresAt) })}
        </p>
      </div>
    );
  }
  return (
    <div data-testid="subscription-status">
      <p className="text-lg font-semibold text-slate-900">{t("freePlan")}</p>
      <p className="mt-1 text-slate-700">{t("freePlanText")}</p>
    </div>
  );
}

function HistoryCard() {
  const t = useT(paymentsMessages);
  const history = usePaymentHistory();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Receipt className="h-5 w-5 text-blue-700" aria-hidden /> {t("billingHistory")}
        </h2>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <p className="text-slate-700">{t("loadingHistory")}</p>
        ) : history.isError ? (
          <p role="alert" className="text-red-800">
            {t("historyLoadError")}
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-slate-700">{t("noPayments")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("historyCaption")}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("colDate")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("colPlan")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("colAmount")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("colStatus")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((p) => (
                  <tr
                    key={p.orderId}
                    className="border-b border-slate-100 last:border-0"
                    data-testid="payment-row"
                  >
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-900">{formatIstDate(p.date)}</td>
                    <td className="py-2 pr-3 text-slate-900">
                      {t(PLAN_NAME_KEY[p.plan])}
                      <span className="block break-all font-mono text-xs text-slate-700">{p.orderId}</span>
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right text-slate-900">
                      {formatRupees(p.amount)}
                    </td>
                    <td className="py-2">
                      <Badge variant={STATUS_BADGE[p.status]}>{t(STATUS_LABEL[p.status])}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-4 text-sm text-slate-700">
          {t("paymentQuestions")}{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            {t("refundPolicyLink")}
          </Link>
          {t("sentenceEnd")}
        </p>
      </CardContent>
    </Card>
  );
}
