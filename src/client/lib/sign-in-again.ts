import { toast } from "@/components/ui/use-toast";
import { goToLogin } from "@/hooks/use-auth";
import { LOGIN_REDIRECT_DELAY_MS } from "@/lib/constants";

let pending: ReturnType<typeof setTimeout> | null = null;

/** The spec's 401 handling on the quiz page: a toast, then sign-in after 500 ms (once). */
export function signInAgain(): void {
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    goToLogin();
  }, LOGIN_REDIRECT_DELAY_MS);
}
