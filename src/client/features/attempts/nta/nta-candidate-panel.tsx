import { UserRound } from "lucide-react";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { displayName } from "@/lib/utils";
import { hallMessages } from "../hall/hall-messages";

/** NTA's candidate panel: who sits the test, which exam, and the subject on screen. */
export function NtaCandidatePanel({ examName, subject }: { examName: string; subject: string | null }) {
  const t = useT(hallMessages);
  const contentName = useContentName();
  const { user } = useAuth();
  const name = displayName(user, user?.email ?? t("candidate"));
  return (
    <section
      aria-label={t("candidate")}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm"
      data-testid="candidate-panel"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-slate-200 text-slate-700">
        <UserRound className="h-6 w-6" aria-hidden />
      </span>
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)] gap-x-2 sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="contents sm:flex sm:gap-1">
          <dt className="text-slate-700">{t("candidateName")}</dt>
          <dd className="truncate font-semibold text-orange-800">{name}</dd>
        </div>
        <div className="contents sm:flex sm:gap-1">
          <dt className="text-slate-700">{t("examName")}</dt>
          <dd className="truncate font-semibold text-orange-800">{examName}</dd>
        </div>
        {subject ? (
          <div className="contents sm:flex sm:gap-1">
            <dt className="text-slate-700">{t("subjectName")}</dt>
            <dd className="truncate font-semibold text-orange-800">{contentName(subject)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
