import { Crown } from "lucide-react";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { hallMessages } from "./hall-messages";
import { QuizMessage } from "./quiz-message";

/** A paper the learner's plan does not unlock: the server's refusal, and the way to the plans. */
export default function PremiumRequired({ message }: { message: string }) {
  const t = useT(hallMessages);
  // the server's refusal names the plans; like every refusal it also shows as a toast
  useEffect(
    () =>
      void toast({
        title: translate(hallMessages, "upgradeNeeded"),
        description: message,
        variant: "destructive",
      }),
    [message],
  );
  return (
    <QuizMessage title={t("premiumTest")} text={t("premiumText", { message })}>
      <Link to="/billing#plans" className={buttonVariants()}>
        <Crown className="h-4 w-4" aria-hidden />
        {t("seePlans")}
      </Link>
    </QuizMessage>
  );
}
