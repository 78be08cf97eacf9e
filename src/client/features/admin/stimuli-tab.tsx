import type { AdminStimulus } from "@shared/contract/stimuli";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { Panel } from "./panel";
import { adminStimuliMessages, KIND_KEYS, stimulusNameOr } from "./stimuli-messages";
import { StimulusForm } from "./stimulus-form";
import { useAdminStimuli, useDeleteStimulus } from "./use-admin-stimuli";

/** "Passages & figures": shared stimuli to create, and the ones there are; questions pick one in their form. */
export function StimuliTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <StimulusForm />
      <StimulusList />
    </div>
  );
}

function StimulusList() {
  const t = useT(adminStimuliMessages);
  const stimuli = useAdminStimuli();
  return (
    <Panel title={t("listTitle")} id="stimulus-list">
      <p className="mb-3 text-sm text-slate-700">{t("listIntro")}</p>
      {stimuli.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : (stimuli.data ?? []).length === 0 ? (
        <EmptyState title={t("noneYet")}>{t("noneYetText")}</EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="stimulus-list">
          {(stimuli.data ?? []).map((s) => (
            <StimulusRow key={s.id} stimulus={s} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function StimulusRow({ stimulus: s }: { stimulus: AdminStimulus }) {
  const t = useT(adminStimuliMessages);
  const examName = useExamName();
  const remove = useDeleteStimulus();
  const [confirming, setConfirming] = useState(false);
  const name = stimulusNameOr(s, t("untitled"));
  const questions = { count: s.questionCount, formatted: formatNumber(s.questionCount) };
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      {s.image ? (
        <img
          src={s.image.url}
          alt={s.imageAlt ?? ""}
          width={s.image.width}
          height={s.image.height}
          loading="lazy"
          decoding="async"
          className="h-14 w-20 shrink-0 rounded border border-slate-200 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(KIND_KEYS[s.kind])}</Badge>
          <Badge variant="outline">{examName(s.examType)}</Badge>
          {s.bodyHi || s.titleHi ? <Badge variant="outline">हिन्दी</Badge> : null}
        </div>
        <p className="mt-1 break-words font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-700">{t("questionCount", { ...questions, id: s.id })}</p>
      </div>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        {t("delete")}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteTitle", { kind: s.kind })}
        description={s.questionCount > 0 ? t("deleteShared", questions) : t("deleteText", { name })}
        deleteLabel={t("delete")}
        deletedTitle={t("deleted")}
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(s.id, outcome)}
      />
    </li>
  );
}
