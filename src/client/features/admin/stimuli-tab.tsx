import type { AdminStimulus } from "@shared/contract/stimuli";
import { EXAM_LABELS } from "@shared/exam-types";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { Panel } from "./panel";
import { StimulusForm } from "./stimulus-form";
import { KIND_LABELS, stimulusName } from "./stimulus-labels";
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
  const stimuli = useAdminStimuli();
  return (
    <Panel title="Passages, tables and figures" id="stimulus-list">
      <p className="mb-3 text-sm text-slate-700">
        To share one with a set of questions, pick it in each question's form (Questions tab).
      </p>
      {stimuli.isLoading ? (
        <PageLoading label="Loading..." />
      ) : (stimuli.data ?? []).length === 0 ? (
        <EmptyState title="None yet">
          Create a passage, table or figure to share it between questions.
        </EmptyState>
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
  const remove = useDeleteStimulus();
  const [confirming, setConfirming] = useState(false);
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
          <Badge variant="secondary">{KIND_LABELS[s.kind]}</Badge>
          <Badge variant="outline">{EXAM_LABELS[s.examType]}</Badge>
          {s.bodyHi || s.titleHi ? <Badge variant="outline">हिन्दी</Badge> : null}
        </div>
        <p className="mt-1 break-words font-medium text-slate-900">{stimulusName(s)}</p>
        <p className="text-sm text-slate-700">
          {s.questionCount} question{s.questionCount === 1 ? "" : "s"} · id {s.id}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${KIND_LABELS[s.kind].toLowerCase()}?`}
        description={
          s.questionCount > 0
            ? `${s.questionCount} question${s.questionCount === 1 ? " shares" : "s share"} it, so the server will refuse: pick another one (or none) in their forms first.`
            : `"${stimulusName(s)}" will be deleted.`
        }
        deleteLabel="Delete"
        deletedTitle="Deleted"
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(s.id, outcome)}
      />
    </li>
  );
}
