import { Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { quizzesMessages } from "./quizzes-messages";

/** Where a signed-in learner sees the plans and can buy one (the dashboard has no pricing section). */
export const PRICING_HREF = "/billing#plans";

/** On a paper the learner's plan does not unlock (the server refuses to start it). */
export function LockedBadge() {
  const t = useT(quizzesMessages);
  return (
    <Badge variant="premium" className="gap-1">
      <Lock className="h-3 w-3" aria-hidden /> {t("monthlyOrAnnual")}
    </Badge>
  );
}

/** In place of Start on a locked paper. */
export function UpgradeLink({ title }: { title: string }) {
  const t = useT(quizzesMessages);
  return (
    <Link
      to={PRICING_HREF}
      className={cn(buttonVariants(), "flex-1")}
      aria-label={t("upgradeTitle", { title })}
      data-testid="upgrade-link"
    >
      <Lock className="h-4 w-4" aria-hidden /> {t("upgrade")}
    </Link>
  );
}
