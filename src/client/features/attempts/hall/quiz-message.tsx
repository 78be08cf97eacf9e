import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { hallMessages } from "./hall-messages";

/** A full-page message instead of the hall (not found, cannot start, a plan needed), with a way back. */
export function QuizMessage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const t = useT(hallMessages);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {children}
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            {t("backToDashboard")}
          </Link>
        </div>
      </div>
    </main>
  );
}
