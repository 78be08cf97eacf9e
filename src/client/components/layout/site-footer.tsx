import { EXAM_TYPES } from "@shared/exam-types";
import { Heart } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "@/lib/constants";
import { useExamName } from "@/lib/exam-names";
import { Link } from "@/lib/router";
import { footerMessages } from "./footer-messages";
import { layoutMessages } from "./layout-messages";

type FooterLink = { to: string; name: string };

export function SiteFooter() {
  const t = useT(footerMessages);
  const tl = useT(layoutMessages);
  const examName = useExamName();
  const exams: FooterLink[] = EXAM_TYPES.map((exam) => ({ to: `/exam/${exam}`, name: examName(exam) }));
  const practice: FooterLink[] = [
    { to: "/daily-quizzes", name: t("dailyQuizzes") },
    { to: "/mock-tests", name: t("mockTests") },
    { to: "/analytics", name: t("analytics") },
    { to: "/progress-tracking", name: t("progressTracking") },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{tl("brand")}</p>
          <p className="mt-2 text-sm">{t("tagline")}</p>
        </div>
        <FooterList heading={t("exams")} items={exams} />
        <FooterList heading={t("practice")} items={practice} />
        <div>
          <h2 className="text-sm font-semibold text-white">{t("support")}</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <a className="hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {t("helpCenter")}
              </a>
            </li>
            <li>
              <a className="hover:underline" href={`mailto:${CONTACT_EMAIL}`}>
                {t("contactUs")}
              </a>
            </li>
            <li>
              <Link className="hover:underline" to="/privacy">
                {t("privacy")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/terms">
                {t("terms")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/refund-policy">
                {t("refunds")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 px-4 py-4 text-center text-sm">
        {t("copyright")} <Heart className="inline h-4 w-4 text-red-400" aria-label={t("love")} />{" "}
        {t("forAspirants")}
      </div>
    </footer>
  );
}

function FooterList({ heading, items }: { heading: string; items: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {items.map((i) => (
          <li key={i.to}>
            <Link className="hover:underline" to={i.to}>
              {i.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
