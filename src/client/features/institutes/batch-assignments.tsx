import type { Assignment } from "@shared/contract/assignments";
import type { BatchMember } from "@shared/contract/institutes";
import { MERIT_LIST_FORMATS } from "@shared/contract/live-tests";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DownloadLink } from "@/components/ui/download-link";
import { useT } from "@/i18n/use-t";
import { formatDateTime } from "@/lib/indian-formats";
import { AssignPaperForm } from "./assign-paper-form";
import { ItemStatisticsTable } from "./assignment-item-statistics";
import { MeritTable } from "./assignment-merit-table";
import { assignmentsMessages } from "./assignments-messages";
import { assignmentDownloadUrl, useBatchAssignments, useCancelAssignment } from "./use-assignments";

type BatchContext = {
  instituteId: number;
  batchId: number;
  batches: { id: number; name: string }[];
  members: BatchMember[];
};

/**
 * A batch's assignments for its teacher: each with its window, its merit list and the downloads,
 * and, until it opens, a form to change it.
 */
export function BatchAssignments(batch: BatchContext) {
  const { instituteId, batchId } = batch;
  const t = useT(assignmentsMessages);
  const list = useBatchAssignments(instituteId, batchId);
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{t("assignmentsTitle")}</h2>
      {list.isLoading ? (
        <p className="text-slate-700">{t("loading")}</p>
      ) : (list.data ?? []).length === 0 ? (
        <p className="text-slate-700">{t("noAssignments")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t("assignmentsTitle")}>
          {list.data!.map((a) => (
            <AssignmentRow key={a.id} batch={batch} assignment={a} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AssignmentRow({ batch, assignment: a }: { batch: BatchContext; assignment: Assignment }) {
  const { instituteId } = batch;
  const t = useT(assignmentsMessages);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const editable = !a.cancelledAt && Date.parse(a.opensAt) > Date.now();
  const cancel = useCancelAssignment(instituteId);
  return (
    <li className="grid gap-2 py-3" data-testid="assignment-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{a.title}</span>
        {a.cancelledAt ? <span className="text-sm font-semibold text-red-800">{t("cancelled")}</span> : null}
      </div>
      <p className="text-sm text-slate-800">
        {t("windowText", { opens: formatDateTime(a.opensAt), closes: formatDateTime(a.closesAt) })} ·{" "}
        {t("attemptsCount", { count: a.attemptsAllowed })} ·{" "}
        {t(a.keyShown === "after_submit" ? "keyAfterSubmitShort" : "keyAfterCloseShort")} ·{" "}
        {t("submittedCount", { count: a.submitted })}
      </p>
      {a.extraTime.length > 0 ? (
        <p className="text-sm text-slate-700">
          {a.extraTime.map((e) => t("extraRow", { learner: e.email, minutes: e.minutesPerHour })).join("; ")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {t(open ? "hideMeritList" : "showMeritList")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setStatsOpen((v) => !v)} aria-expanded={statsOpen}>
          {t(statsOpen ? "hideItemStatistics" : "showItemStatistics")}
        </Button>
        {MERIT_LIST_FORMATS.map((format) => (
          <DownloadLink key={format} href={assignmentDownloadUrl(instituteId, a.id, format)}>
            {t(format === "csv" ? "downloadCsv" : "downloadXlsx")}
          </DownloadLink>
        ))}
        {(["item-statistics", "responses"] as const).flatMap((list) =>
          MERIT_LIST_FORMATS.map((format) => (
            <DownloadLink
              key={`${list}-${format}`}
              href={assignmentDownloadUrl(instituteId, a.id, format, list)}
              variant="ghost"
            >
              {t(
                list === "responses"
                  ? format === "csv"
                    ? "responsesCsv"
                    : "responsesXlsx"
                  : format === "csv"
                    ? "itemStatisticsCsv"
                    : "itemStatisticsXlsx",
              )}
            </DownloadLink>
          )),
        )}
        {editable ? (
          <Button variant="outline" size="sm" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            {t("edit")}
          </Button>
        ) : null}
        {!a.cancelledAt ? (
          <Button variant="ghost" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(a.id)}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
      {editing && editable ? (
        <AssignPaperForm {...batch} editing={a} onDone={() => setEditing(false)} />
      ) : null}
      {open ? <MeritTable instituteId={instituteId} assignmentId={a.id} /> : null}
      {statsOpen ? <ItemStatisticsTable instituteId={instituteId} assignmentId={a.id} /> : null}
    </li>
  );
}
