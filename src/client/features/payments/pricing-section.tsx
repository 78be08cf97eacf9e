import { PLANS, type Plan, resumeCheckoutPath } from "@shared/plans";
import { Check, Loader2, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NavigatingButton } from "@/components/ui/navigating-button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { formatRupees } from "@/lib/indian-formats";
import { Link, useNavigate } from "@/lib/router";
import { cn } from "@/lib/utils";
import { PLAN_NAME_KEY, paymentsMessages } from "./payments-messages";

/** Each plan's words in the catalogue; the features keep PLANS' order (src/shared/plans.ts). */
const PLAN_TEXT = {
  free: {
    descriptionKey: "freeDescription",
    buttonKey: "freeButton",
    features: [
      "freeFeature0",
      "freeFeature1",
      "freeFeature2",
      "freeFeature3",
      "freeFeature4",
      "freeFeature5",
      "freeFeature6",
    ],
  },
  monthly: {
    descriptionKey: "monthlyDescription",
    buttonKey: "monthlyButton",
    features: ["monthlyFeature0", "monthlyFeature1", "monthlyFeature2", "monthlyFeature3", "monthlyFeature4"],
  },
  annual: {
    descriptionKey: "annualDescription",
    buttonKey: "annualButton",
    features: ["annualFeature0", "annualFeature1"],
  },
} as const;

/** The three plans; Free shows the spec's info toast, a paid plan opens checkout. */
export function PricingSection({ id = "pricing", title }: { id?: string; title?: string }) {
  const t = useT(paymentsMessages);
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [pending, setPending] = useState<Plan["id"] | null>(null);
  const choose = (plan: Plan) => {
    if (plan.id === "free") {
      toast({
        title: translate(paymentsMessages, "alreadyFree"),
        description: translate(paymentsMessages, "alreadyFreeText"),
      });
      return;
    }
    setPending(plan.id);
    // Loaded on the click: the checkout code parses payment contracts with zod, which the landing
    // page's first view does without.
    void import("./start-checkout")
      .then(({ startCheckout }) => startCheckout(plan, { navigate, isAuthenticated }))
      .finally(() => setPending(null));
  };
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold">
          {title ?? t("pricingTitle")}
        </h2>
        <p className="mt-2 text-center text-slate-700">{t("pricingIntro")}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <div
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm",
                plan.popular ? "border-blue-700 ring-2 ring-blue-700" : "border-slate-200",
                // stacked on a phone, the plan most learners choose comes first, where #plans lands
                plan.popular && "order-first md:order-none",
              )}
            >
              {plan.popular ? (
                <Badge variant="solid" className="absolute -top-3 left-1/2 -translate-x-1/2">
                  {t("mostPopular")}
                </Badge>
              ) : null}
              <h3 className="text-xl font-semibold">{t(PLAN_NAME_KEY[plan.id])}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(PLAN_TEXT[plan.id].descriptionKey)}</p>
              <p className="mt-4">
                <span className="text-4xl font-bold">{formatRupees(plan.amountPaise)}</span>
                <span className="text-slate-700">/{t(plan.period === "year" ? "perYear" : "perMonth")}</span>
              </p>
              {plan.discount ? (
                <Badge variant="easy" className="mt-2 w-fit">
                  {t("annualDiscount")}
                </Badge>
              ) : null}
              <ul className="mt-6 grid flex-1 content-start gap-2 text-sm">
                {plan.features.map((f, i) => (
                  <li key={f.name} className={cn("flex items-center gap-2", !f.included && "text-slate-500")}>
                    {f.included ? (
                      <Check className="h-4 w-4 text-emerald-700" aria-label={t("included")} />
                    ) : (
                      <X className="h-4 w-4 text-slate-500" aria-label={t("notIncluded")} />
                    )}
                    {t(PLAN_TEXT[plan.id].features[i] ?? PLAN_TEXT[plan.id].features[0])}
                  </li>
                ))}
              </ul>
              {plan.id === "free" ? (
                <Button
                  className="mt-6"
                  variant="outline"
                  onClick={() => choose(plan)}
                  disabled={pending !== null}
                >
                  {t(PLAN_TEXT[plan.id].buttonKey)}
                </Button>
              ) : (
                // a tap before the landing page is live still reaches sign-in, and then this checkout
                <NavigatingButton
                  formClassName="mt-6 grid"
                  action="/api/login"
                  fields={{ returnTo: resumeCheckoutPath(plan) }}
                  onActivate={() => choose(plan)}
                  variant={plan.popular ? "default" : "outline"}
                  disabled={pending !== null}
                  aria-busy={pending === plan.id}
                >
                  {pending === plan.id ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
                  {t(PLAN_TEXT[plan.id].buttonKey)}
                </NavigatingButton>
              )}
            </div>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          {t("oneTimePayments")}{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            {t("refundPolicyLink")}
          </Link>
          {t("sentenceEnd")}
        </p>
      </div>
    </section>
  );
}
