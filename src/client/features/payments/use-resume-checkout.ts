import { planById } from "@shared/plans";
import { useEffect, useRef } from "react";
import { useAuth } from "@/hooks/use-auth";
import { useNavigate, useSearchParams } from "@/lib/router";
import { startCheckout } from "./start-checkout";

/**
 * A visitor who chose a paid plan signed out comes back from sign-in to /billing?plan=<id>: open
 * that plan's checkout once, and drop the parameter so a reload or Back does not open it again.
 */
export function useResumeCheckout() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const started = useRef(false);
  const plan = params.get("plan");

  useEffect(() => {
    if (started.current || !isAuthenticated || (plan !== "monthly" && plan !== "annual")) return;
    started.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("plan");
        return next;
      },
      { replace: true },
    );
    void startCheckout(planById(plan), { navigate, isAuthenticated });
  }, [plan, isAuthenticated, navigate, setParams]);
}
