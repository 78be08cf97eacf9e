import { simulatedPayResponseSchema } from "@shared/contract/payments";
import { useMutation } from "@tanstack/react-query";
import { FlaskConical, Loader2, ShieldCheck } from "lucide-react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { goToLogin } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError, apiSend, isUnauthorized } from "@/lib/api-client";
import { Link, useNavigate, useParams } from "@/lib/router";
import { formatRupees } from "./format";
import { PLAN_NAME_KEY, paymentsMessages } from "./payments-messages";
import { completePayment, showPaymentCancelled } from "./start-checkout";
import { useOrderSummary } from "./use-order-summary";

/**
 * Embedded mode's stand-in for Razorpay Checkout. It computes nothing secret: Pay asks the server's
 * simulated provider to sign a payment for this order, then sends it to the same verify endpoint
 * a real payment goes through.
 */
export default function SimulatedCheckoutPage() {
  const t = useT(paymentsMessages);
  const { orderId = "" } = useParams();
  const navigate = useNavigate();
  const order = useOrderSummary(orderId);

  const pay = useMutation({
    mutationFn: async () => {
      const signed = await apiSend(
        "POST",
        "/api/payments/simulated/pay",
        { orderId },
        simulatedPayResponseSchema,
      );
      return completePayment(signed, { navigate });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        goToLogin();
        return;
      }
      toast({
        title: translate(paymentsMessages, "paymentFailed"),
        description:
          error instanceof ApiError ? error.serverMessage : translate(paymentsMessages, "tryAgain"),
        variant: "destructive",
      });
    },
  });

  const cancel = () => {
    showPaymentCancelled();
    // Back to where the learner chose the plan; a checkout opened directly goes to Billing.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/billing", { replace: true });
  };

  if (order.isPending) return <PageLoading label={t("loadingCheckout")} />;
  if (order.isError) {
    return (
      <EmptyState title={t("orderNotFound")}>
        <p>{t("orderNotFoundText")}</p>
        <Link className="mt-3 inline-block text-blue-800 underline" to="/billing">
          {t("goToBilling")}
        </Link>
      </EmptyState>
    );
  }
  const o = order.data;
  const price = formatRupees(o.amount);

  return (
    <div className="mx-auto max-w-md">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{t("checkoutTitle")}</h1>
          <p
            role="note"
            className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              <strong>{t("simulatedStrong")}</strong> {t("simulatedText")}
            </span>
          </p>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-700">{t("plan")}</dt>
            <dd className="font-semibold text-slate-900" data-testid="checkout-plan">
              {t(PLAN_NAME_KEY[o.plan])}
            </dd>
            <dt className="text-slate-700">{t("whatYouGet")}</dt>
            <dd className="text-slate-900">{o.description}</dd>
            <dt className="text-slate-700">{t("amount")}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="checkout-amount">
              {price}
            </dd>
            <dt className="text-slate-700">{t("order")}</dt>
            <dd className="break-all font-mono text-xs text-slate-800">{o.orderId}</dd>
          </dl>

          {o.status === "paid" ? (
            <div className="mt-6 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
              {t("alreadyPaid")}{" "}
              <Link className="font-semibold underline" to="/billing">
                {t("seeYourPlan")}
              </Link>
            </div>
          ) : !o.simulated ? (
            <p className="mt-6 text-sm text-slate-700">{t("paidThroughRazorpay")}</p>
          ) : (
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button className="flex-1" onClick={() => pay.mutate()} disabled={pay.isPending}>
                {pay.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
                {t("pay", { price })}
              </Button>
              <Button variant="outline" className="flex-1" onClick={cancel} disabled={pay.isPending}>
                {t("cancel")}
              </Button>
            </div>
          )}
          <p className="mt-4 flex items-center gap-1 text-xs text-slate-700">
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t("serverVerifies")}
          </p>
        </CardContent>
      </Card>
      <p className="mt-4 text-center text-sm text-slate-700">
        <Link className="text-blue-800 underline" to="/refund-policy">
          {t("refundPolicyTitle")}
        </Link>
      </p>
    </div>
  );
}
