/**
 * The three plans, shared by the server (amounts, entitlement length) and the client (pricing cards).
 * Amounts are decided here, never by the client.
 */
export type PlanId = "free" | "monthly" | "annual";
export type PaidPlanId = Exclude<PlanId, "free">;

export type Plan = {
  id: PlanId;
  name: string;
  /** rupees, as shown */
  price: number;
  priceLabel: string;
  period: string;
  description: string;
  discount?: string;
  features: { name: string; included: boolean }[];
  buttonText: string;
  popular: boolean;
  /** paise, sent to the payment provider */
  amountPaise: number;
  /** how long a purchase entitles the learner to premium */
  entitlementDays: number;
};

export const CURRENCY = "INR";

export const PLANS: Plan[] = [
  {
    id: "free",
    name: "Free",
    price: 0,
    priceLabel: "₹0",
    period: "month",
    description: "Start practising today with daily quizzes.",
    features: [
      { name: "Daily free quizzes", included: true },
      { name: "Basic progress tracking", included: true },
      { name: "Community access", included: true },
      { name: "Full mock tests", included: false },
      { name: "Detailed analytics", included: false },
    ],
    buttonText: "Get Started Free",
    popular: false,
    amountPaise: 0,
    entitlementDays: 0,
  },
  {
    id: "monthly",
    name: "Monthly",
    price: 299,
    priceLabel: "₹299",
    period: "month",
    description: "Everything you need for serious preparation.",
    features: [
      { name: "Everything in Free", included: true },
      { name: "Unlimited mock tests", included: true },
      { name: "Past year papers", included: true },
      { name: "Advanced analytics", included: true },
      { name: "Ad-free experience", included: true },
      { name: "Priority support", included: true },
    ],
    buttonText: "Choose Monthly",
    popular: true,
    amountPaise: 29900,
    entitlementDays: 30,
  },
  {
    id: "annual",
    name: "Annual",
    price: 1999,
    priceLabel: "₹1,999",
    period: "year",
    description: "The best value for a full year of preparation.",
    discount: "Save 44%",
    features: [
      { name: "Everything in Monthly", included: true },
      { name: "Exclusive content", included: true },
      { name: "Personal mentor", included: true },
      { name: "Custom study plans", included: true },
      { name: "Offline access", included: true },
    ],
    buttonText: "Choose Annual",
    popular: false,
    amountPaise: 199900,
    entitlementDays: 365,
  },
];

export const planById = (id: PlanId): Plan => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
};
