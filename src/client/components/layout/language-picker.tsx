import type { AuthUser } from "@shared/contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { authUserQueryKey, useAuth } from "@/hooks/use-auth";
import { activateLanguage, currentLanguage } from "@/i18n/i18n";
import type { Language } from "@/i18n/language";
import { useT } from "@/i18n/use-t";
import { apiRequest } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { layoutMessages } from "./layout-messages";

/**
 * The header's language switch. A visitor's choice is kept in this browser; a signed-in learner's
 * is also saved on the server, and a saved choice is applied on any page they open on another
 * device (useAuth does that, so pages without this header, the exam hall, follow it too).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT(layoutMessages);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const language = currentLanguage();

  const choose = async (next: Language) => {
    await activateLanguage(next, { remember: true });
    if (!user) return;
    queryClient.setQueryData<AuthUser | null>(authUserQueryKey, (u) => (u ? { ...u, language: next } : u));
    // the choice holds on this device even if saving it fails; the next change tries again
    await apiRequest("PATCH", "/api/user/preferences", { language: next }).catch(() => undefined);
  };

  const next: Language = language === "hi" ? "en" : "hi";
  return (
    <button
      type="button"
      onClick={() => void choose(next)}
      lang={next === "hi" ? "hi" : "en"}
      // the name is what the button shows (the language in its own script); the title says what it does
      title={t(next === "hi" ? "switchToHindiLabel" : "switchToEnglishLabel")}
      data-testid="language-picker"
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100",
        className,
      )}
    >
      <Languages className="h-4 w-4" aria-hidden />
      {t(next === "hi" ? "switchToHindi" : "switchToEnglish")}
    </button>
  );
}
