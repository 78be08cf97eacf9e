import type { Plan } from "@shared/plans";
import { toast } from "@/components/ui/use-toast";

/** Opens checkout for a paid plan. (Wired to the server's order and verify calls by the payments work.) */
export async function startCheckout(plan: Plan): Promise<void> {
  toast({ title: plan.name, description: "Checkout is not available yet." });
}
