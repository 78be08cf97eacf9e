import { type ChangeEvent, type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { Link, useParams } from "@/lib/router";
import { AssignPaperForm } from "./assign-paper-form";
import { BatchAssignments } from "./batch-assignments";
import { institutesMessages } from "./institutes-messages";
import { BatchName } from "./rename-batch-form";
import {
  CsvRefusedError,
  useAddMembers,
  useAddMembersCsv,
  useBatch,
  useBatches,
  useRemoveMember,
} from "./use-institutes";

/** /institute/:instituteId/batches/:batchId: a batch's code and link, its learners, and adding more. */
export default function BatchPage() {
  const t = useT(institutesMessages);
  const params = useParams();
  const instituteId = Number(params.instituteId);
  const batchId = Number(params.batchId);
  const batch = useBatch(instituteId, batchId);
  const remove = useRemoveMember(instituteId, batchId);
  const batches = useBatches(instituteId);
  if (batch.isLoading) return <PageLoading label={t("loading")} />;
  if (!batch.data) return <EmptyState title={t("batchMissing")}>{t("instituteMissingText")}</EmptyState>;
  const data = batch.data;
  const link = `${window.location.origin}/join/${data.joinCode}`;
  const batchList = batches.data ?? [{ id: data.id, name: data.name }];
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <Link to={`/institute/${instituteId}`} className="text-sm text-blue-800 underline">
          {t("backToInstitute")}
        </Link>
        <BatchName instituteId={instituteId} batchId={batchId} name={data.name} />
        <p className="text-slate-800">
          {t("codeIs")}{" "}
          <span className="font-mono text-lg font-semibold" data-testid="batch-code">
            {data.joinCode}
          </span>
        </p>
        <p className="break-all text-sm text-slate-700">
          {t("linkIs")} <span data-testid="batch-link">{link}</span>
        </p>
      </header>
      <AssignPaperForm
        instituteId={instituteId}
        batchId={batchId}
        batches={batchList}
        members={data.memberList}
      />
      <BatchAssignments
        instituteId={instituteId}
        batchId={batchId}
        batches={batchList}
        members={data.memberList}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <AddByEmail instituteId={instituteId} batchId={batchId} />
        <AddByCsv instituteId={instituteId} batchId={batchId} />
      </div>
      <Card className="p-4">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">
          {t("members")} ({data.members})
        </h2>
        {data.memberList.length === 0 ? (
          <p className="text-slate-700">{t("noMembers")}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("members")}>
            {data.memberList.map((m) => (
              <li
                key={m.email}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="batch-member"
              >
                <span className="text-slate-900">
                  {m.userId !== null ? (
                    <Link
                      to={`/institute/${instituteId}/learners/${m.userId}`}
                      className="text-blue-800 underline"
                    >
                      {m.name ?? m.email}
                    </Link>
                  ) : null}
                  {m.userId !== null && m.name ? ` · ${m.email}` : m.userId === null ? m.email : ""}
                  {m.userId === null ? (
                    <span className="ml-2 text-sm text-slate-700">{t("notSignedIn")}</span>
                  ) : null}
                </span>
                {m.userId !== null ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(m.userId!)}
                  >
                    {t("remove")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

const addedToast = (t: (key: "addedTitle" | "addedText", v?: { count: number }) => string, n: number) =>
  toast({ title: t("addedTitle"), description: t("addedText", { count: n }), variant: "success" });

function AddByEmail({ instituteId, batchId }: { instituteId: number; batchId: number }) {
  const t = useT(institutesMessages);
  const add = useAddMembers(instituteId, batchId);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = text.split(/[\s,;]+/).filter(Boolean);
    if (emails.length === 0) return setError(t("emailsRequired"));
    setError(null);
    add.mutate(
      { emails },
      {
        onSuccess: (result) => {
          addedToast(t, result.added.length);
          setText("");
        },
        onError: (e) =>
          setError(
            e instanceof ApiError ? `${e.field ? `${e.field}: ` : ""}${e.serverMessage}` : t("tryLater"),
          ),
      },
    );
  };
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-3">
        <label htmlFor="add-emails" className="font-semibold text-slate-900">
          {t("addByEmail")}
        </label>
        <textarea
          id="add-emails"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="add-emails-help"
          className="w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
        />
        <p id="add-emails-help" className="text-sm text-slate-700">
          {t("addByEmailHelp")}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <SubmitButton isPending={add.isPending} pendingLabel={t("adding")}>
          {t("add")}
        </SubmitButton>
      </form>
    </Card>
  );
}

function AddByCsv({ instituteId, batchId }: { instituteId: number; batchId: number }) {
  const t = useT(institutesMessages);
  const add = useAddMembersCsv(instituteId, batchId);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ line: number; message: string }[]>([]);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    setProblems([]);
    add.mutate(await file.text(), {
      onSuccess: (result) => addedToast(t, result.added.length),
      onError: (e) => {
        setError(e instanceof ApiError ? e.serverMessage : t("tryLater"));
        if (e instanceof CsvRefusedError) setProblems(e.problems);
      },
    });
  };
  return (
    <Card className="grid gap-3 p-4">
      <label htmlFor="add-csv" className="font-semibold text-slate-900">
        {t("addByCsv")}
      </label>
      <input
        id="add-csv"
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={upload}
        disabled={add.isPending}
      />
      <p className="text-sm text-slate-700">{t("addByCsvHelp")}</p>
      {error ? (
        <div role="alert" className="text-sm text-red-700">
          <p>{error}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.line}>{t("csvLine", { line: p.line, message: p.message })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
