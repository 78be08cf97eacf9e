import {
  type CreateOrderResponse,
  createOrderResponseSchema,
  entitlementResponseSchema,
  type VerifyPaymentBody,
} from "@shared/contract/payments";
import { type Plan, planById, resumeCheckoutPath } from "@shared/plans";
import { layoutMessages } from "@/components/layout/layout-messages";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { authUserQueryKey, goToLogin } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { ApiError, apiSend, isUnauthorized } from "@/lib/api-client";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { queryClient } from "@/lib/query-client";
import { type PaymentsKey, PLAN_NAME_KEY, paymentsMessages } from "./payments-messages";
import { loadRazorpay } from "./razorpay-script";
import { paymentHistoryQueryKey } from "./use-payment-history";
import { subscriptionQueryKey } from "./use-subscription";

export type CheckoutDeps = {
  /** the router's navigate, so the simulated checkout and the success redirect stay in the app */
  navigate: (to: string) => void;
  isAuthenticated: boolean;
};

/** Where a learner lands once premium is active: the screen premium unlocks. */
export const AFTER_PAYMENT_PATH = "/analytics";

const m = (key: PaymentsKey) => translate(paymentsMessages, key);

export const showPaymentCancelled = () =>
  toast({
    title: m("paymentCancelled"),
    description: m("paymentCancelledText"),
    variant: "destructive",
  });

const showPaymentSuccessful = (plan: Plan["id"]) =>
  toast({
    title: m("paymentSuccessful"),
    description: translate(paymentsMessages, "paymentSuccessfulText", { plan: m(PLAN_NAME_KEY[plan]) }),
    variant: "success",
  });

const problemMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.serverMessage : fallback;

/**
 * Opens checkout for a paid plan: the server creates the order (and decides the amount); in
 * embedded mode the app's own simulated checkout page takes over, otherwise Razorpay Checkout,
 * whose script is loaded only now. A signed-out visitor goes to sign-in first and comes back to it.
 */
export async function startCheckout(plan: Plan, deps: CheckoutDeps): Promise<void> {
  if (plan.id === "free") return;
  if (!deps.isAuthenticated) {
    goToLogin(resumeCheckoutPath(plan));
    return;
  }
  let order: CreateOrderResponse;
  try {
    order = await apiSend("POST", "/api/payments/order", { plan: plan.id }, createOrderResponseSchema);
  } catch (error) {
    if (isUnauthorized(error)) {
      goToLogin(resumeCheckoutPath(plan));
      return;
    }
    toast({
      title: m("checkoutUnavailable"),
      description: problemMessage(error, m("checkoutNotStarted")),
      variant: "destructive",
    });
    return;
  }
  // The new order shows in Billing history (as not completed until it is paid).
  void queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey });
  // checkout opens clean: a note raised on the page before it (a plan compared, a paper refused)
  // is not about the payment
  dismissToast();
  if (order.simulated) {
    deps.navigate(`/checkout/${encodeURIComponent(order.orderId)}`);
    return;
  }
  await openRazorpayCheckout(order, deps);
}

async function openRazorpayCheckout(order: CreateOrderResponse, deps: CheckoutDeps): Promise<void> {
  let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    toast({
      title: m("checkoutUnavailable"),
      description: m("windowNotLoaded"),
      variant: "destructive",
    });
    return;
  }
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: translate(layoutMessages, "brand"),
    description: order.description,
    prefill: order.prefill,
    notes: { plan: order.plan },
    theme: { color: "#1d4ed8" },
    handler: (response) => {
      void completePayment(response, deps);
    },
    modal: { ondismiss: showPaymentCancelled },
  });
  checkout.open();
}

/**
 * Sends the provider's signed answer to the server, which checks it and grants the plan. Only
 * then does the learner see the success toast, and the signed-in user (with isPremium) reloads.
 */
export async function completePayment(payment: VerifyPaymentBody, deps: Pick<CheckoutDeps, "navigate">) {
  try {
    const granted = await apiSend("POST", "/api/payments/verify", payment, entitlementResponseSchema);
    showPaymentSuccessful(planById(granted.plan).id);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
      queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey }),
    ]);
    deps.navigate(AFTER_PAYMENT_PATH);
    return true;
  } catch (error) {
    if (isUnauthorized(error)) {
      goToLogin();
      return false;
    }
    toast({
      title: m("notConfirmed"),
      description: translate(paymentsMessages, "notConfirmedText", {
        problem: problemMessage(error, m("notConfirmedFallback")),
        email: SUPPORT_EMAIL,
      }),
      variant: "destructive",
    });
    return false;
  }
}
