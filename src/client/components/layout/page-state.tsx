import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600">
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </div>
  );
}
