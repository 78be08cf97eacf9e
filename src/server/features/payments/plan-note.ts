import { type PaidPlanId, planById } from "~/shared/plans";

/** The plan note Checkout shows and the order carries: what the learner is buying, in one line. */
export function planNote(planId: PaidPlanId): string {
  const plan = planById(planId);
  return `Abhyas ${plan.name} plan: ${plan.entitlementDays} days of premium, no auto-renewal`;
}

export const asPaidPlan = (plan: string): PaidPlanId => (plan === "monthly" ? "monthly" : "annual");
