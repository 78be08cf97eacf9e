import type { Plan } from "@shared/plans";

/**
 * Where sign-in returns a visitor who chose a paid plan signed out: the billing page, which then
 * opens that plan's checkout (see use-resume-checkout.ts).
 */
export const resumeCheckoutPath = (plan: Plan) => `/billing?plan=${plan.id}`;
