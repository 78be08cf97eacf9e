import type { PaymentHistoryEntry, SubscriptionResponse } from "@shared/contract/payments";
import { planById } from "@shared/plans";
import { Crown, Receipt } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatIstDate, formatRupees } from "./format";
import { PricingSection } from "./pricing-section";
import { usePaymentHistory } from "./use-payment-history";
import { useResumeCheckout } from "./use-resume-checkout";
import { useSubscription } from "./use-subscription";

const STATUS_LABEL: Record<PaymentHistoryEntry["status"], string> = {
  paid: "Paid",
  failed: "Failed",
  created: "Not completed",
};
const STATUS_BADGE = { paid: "easy", failed: "hard", created: "secondary" } as const;

/** The learner's plan, the plans to buy or extend with, and every order they placed. */
export default function BillingPage() {
  useResumeCheckout();
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Billing</h1>
        <p className="mt-1 text-slate-700">
          Your plan, your payments, and how to{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            cancel or ask for a refund
          </Link>
          .
        </p>
      </div>
      <SubscriptionCard />
      <div className="-mx-4 rounded-2xl bg-slate-50 sm:mx-0">
        <PricingSection id="plans" title="Buy or extend a plan" />
      </div>
      <HistoryCard />
    </div>
  );
}

function SubscriptionCard() {
  const subscription = useSubscription();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Crown className="h-5 w-5 text-amber-700" aria-hidden /> Your plan
        </h2>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <p className="text-slate-700">Loading your plan...</p>
        ) : subscription.isError ? (
          <p role="alert" className="text-red-800">
            Your plan could not be loaded. Please reload the page.
          </p>
        ) : (
          <PlanStatus subscription={subscription.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PlanStatus({ subscription }: { subscription: SubscriptionResponse }) {
  const { plan, status, expiresAt } = subscription;
  if (status === "active" && expiresAt) {
    return (
      <div data-testid="subscription-status">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {planById(plan).name} plan <Badge variant="easy">Active</Badge>
        </p>
        <p className="mt-1 text-slate-700">
          Premium is active until <strong>{formatIstDate(expiresAt)}</strong>. It does not renew on its own;
          buying again adds the new plan after this date.
        </p>
      </div>
    );
  }
  if (status === "expired" && expiresAt) {
    return (
      <div data-testid="subscription-status">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          Free plan <Badge variant="secondary">{planById(plan).name} plan ended</Badge>
        </p>
        <p className="mt-1 text-slate-700">
          Your {planById(plan).name} plan ended on {formatIstDate(expiresAt)}. Choose a plan below to unlock
          every mock test, past paper and preparedness analytics again.
        </p>
      </div>
    );
  }
  return (
    <div data-testid="subscription-status">
      <p className="text-lg font-semibold text-slate-900">Free plan</p>
      <p className="mt-1 text-slate-700">
        Daily and practice quizzes, the first mock test of each exam and basic progress are free. Upgrade for
        every mock test, past paper and preparedness analytics.
      </p>
    </div>
  );
}

function HistoryCard() {
  const history = usePaymentHistory();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Receipt className="h-5 w-5 text-blue-700" aria-hidden /> Billing history
        </h2>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <p className="text-slate-700">Loading billing history...</p>
        ) : history.isError ? (
          <p role="alert" className="text-red-800">
            Billing history could not be loaded. Please reload the page.
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-slate-700">No payments yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your payments, newest first</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Plan
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Status
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
                      {p.planName}
                      <span className="block break-all font-mono text-xs text-slate-700">{p.orderId}</span>
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right text-slate-900">
                      {formatRupees(p.amount)}
                    </td>
                    <td className="py-2">
                      <Badge variant={STATUS_BADGE[p.status]}>{STATUS_LABEL[p.status]}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-4 text-sm text-slate-700">
          Questions about a payment? Write to us with the order id shown above, and read the{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            cancellation and refund policy
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
