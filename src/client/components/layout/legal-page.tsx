import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { layoutMessages } from "./layout-messages";
import { legalMessages } from "./legal-messages";
import { SiteFooter } from "./site-footer";

/** A plain public document (privacy, terms, refunds): readable on a phone, headings in order. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  /** "1 March 2026" */
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const t = useT(legalMessages);
  const tl = useT(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <Link to="/" className="text-lg font-bold text-blue-800">
            {tl("brand")}
          </Link>
          <nav aria-label={t("policies")} className="flex gap-3 text-sm">
            <Link className="text-slate-700 hover:underline" to="/privacy">
              {t("policyPrivacy")}
            </Link>
            <Link className="text-slate-700 hover:underline" to="/terms">
              {t("policyTerms")}
            </Link>
            <Link className="text-slate-700 hover:underline" to="/refund-policy">
              {t("policyRefunds")}
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <article className="text-slate-800">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-700">{t("lastUpdated", { date: updated })}</p>
          <div className="mt-6 text-lg leading-relaxed">{intro}</div>
          {children}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}

/** One numbered part of a policy. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 grid gap-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1">
        {children}
      </div>
    </section>
  );
}
