import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A link that downloads a file the server writes (a CSV, a workbook), drawn as a small button. */
export function DownloadLink({
  href,
  variant = "outline",
  children,
}: {
  href: string;
  variant?: "outline" | "ghost";
  children: ReactNode;
}) {
  return (
    <a href={href} download className={cn(buttonVariants({ variant, size: "sm" }))}>
      <Download className="h-4 w-4" aria-hidden />
      {children}
    </a>
  );
}
