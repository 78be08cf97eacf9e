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
      { name: "Daily quizzes", included: true },
      { name: "Practice quizzes", included: true },
      { name: "The first full mock test of each exam", included: true },
      { name: "Basic progress tracking and the weekly leaderboard", included: true },
      { name: "Every mock test and past paper", included: false },
      { name: "Preparedness analytics", included: false },
      { name: "A study plan to your exam date", included: false },
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
      { name: "Every mock test of each exam", included: true },
      { name: "Every past paper", included: true },
      { name: "Preparedness analytics by subject and topic", included: true },
      { name: "A study plan to your exam date, adjusted as you practise", included: true },
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
      { name: "Everything in Monthly, for 365 days", included: true },
      { name: "A full year for the price of about 7 months", included: true },
    ],
    buttonText: "Choose Annual",
    popular: false,
    amountPaise: 199900,
    entitlementDays: 365,
  },
];

/*
 * What the Free plan unlocks of the full papers (product rule 14), enforced on the server by
 * src/server/http/paper-access.ts and shown as a lock on the paper lists:
 *  - daily and practice quizzes: free;
 *  - mock tests: the first one of each exam is free, "first" being the published mock test of that
 *    exam with the lowest id (the oldest, and the first the exam's list shows); every other needs
 *    Monthly or Annual;
 *  - past papers: need Monthly or Annual.
 * Admins and learners with an active paid plan take everything.
 */
export const FREE_MOCK_TESTS_PER_EXAM = 1;
export const MOCK_TEST_NEEDS_PLAN = "Full mock tests beyond the first of each exam need Monthly or Annual";
export const PAST_PAPER_NEEDS_PLAN = "Past papers need Monthly or Annual";
/** The study plan (product rule 14) is a paid feature: refused with this 403 without one. */
export const STUDY_PLAN_NEEDS_PLAN = "A study plan needs Monthly or Annual";

/** The mock tests a free learner may take: the lowest-id published mock test of each exam. */
export function freeMockTestIds(mocks: { id: number; examType: string }[]): Set<number> {
  const firstByExam = new Map<string, number[]>();
  for (const mock of mocks)
    firstByExam.set(mock.examType, [...(firstByExam.get(mock.examType) ?? []), mock.id]);
  const free = new Set<number>();
  for (const ids of firstByExam.values()) {
    for (const id of [...ids].sort((a, b) => a - b).slice(0, FREE_MOCK_TESTS_PER_EXAM)) free.add(id);
  }
  return free;
}

/**
 * Why a learner without a paid plan may not take a quiz, or null when they may.
 * `isFreeMock`: the quiz is among freeMockTestIds of its exam's published mock tests.
 */
export function paperLockReason(kind: string, isFreeMock: boolean): string | null {
  if (kind === "past_paper") return PAST_PAPER_NEEDS_PLAN;
  if (kind === "mock" && !isFreeMock) return MOCK_TEST_NEEDS_PLAN;
  return null;
}

export const planById = (id: PlanId): Plan => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
};

/**
 * Where sign-in returns a visitor who chose a paid plan signed out: the billing page, which then
 * opens that plan's checkout (the client's use-resume-checkout.ts).
 */
export const resumeCheckoutPath = (plan: Pick<Plan, "id">) => `/billing?plan=${plan.id}`;
