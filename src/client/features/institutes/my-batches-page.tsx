import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { Link, useParams } from "@/lib/router";
import { institutesMessages } from "./institutes-messages";
import { MyAssignments } from "./my-assignments";
import { useJoinBatch, useLeaveBatch, useMyBatches, useMyInstitutes } from "./use-institutes";

const inputClass =
  "w-full rounded-lg border border-slate-400 px-3 py-2 font-mono uppercase tracking-widest text-slate-900";

/** /my-batches (and /join/:code, which fills the code in): the learner's batches, join by code, the staff's institutes. */
export default function MyBatchesPage() {
  const t = useT(institutesMessages);
  const batches = useMyBatches();
  const institutes = useMyInstitutes();
  const leave = useLeaveBatch();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("myBatchesTitle")}</h1>
        <p className="mt-1 text-slate-700">{t("myBatchesIntro")}</p>
      </header>
      <MyAssignments />
      <JoinForm />
      {batches.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : batches.isError ? (
        <EmptyState title={t("loadErrorTitle")}>{t("tryLater")}</EmptyState>
      ) : !batches.data?.length ? (
        <EmptyState title={t("noBatchesTitle")}>{t("noBatchesText")}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("myBatchesTitle")}>
          {batches.data.map((batch) => (
            <li key={batch.id}>
              <Card className="flex items-start justify-between gap-3 p-4" data-testid="my-batch">
                <div>
                  <p className="font-semibold text-slate-900">{batch.name}</p>
                  <p className="text-sm text-slate-700">{batch.instituteName}</p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={leave.isPending}
                  onClick={() => leave.mutate(batch.id, { onSuccess: () => toast({ title: t("left") }) })}
                >
                  {t("leave")}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {institutes.data?.length ? (
        <section aria-labelledby="my-institutes" className="space-y-2">
          <h2 id="my-institutes" className="text-lg font-semibold text-slate-900">
            {t("myInstitutes")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {institutes.data.map((institute) => (
              <li key={institute.id}>
                <Link
                  to={`/institute/${institute.id}`}
                  className="inline-block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 hover:bg-slate-50"
                >
                  {institute.name} · {t(institute.role === "owner" ? "roleOwner" : "roleTeacher")}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function JoinForm() {
  const t = useT(institutesMessages);
  const join = useJoinBatch();
  const [code, setCode] = useState(useParams().code ?? "");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{8}$/.test(clean)) return setError(t("codeInvalid"));
    setError(null);
    join.mutate(clean, {
      onSuccess: (batch) => {
        toast({ title: t("joined"), description: t("joinedText", { name: batch.name }), variant: "success" });
        setCode("");
      },
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : t("tryLater")),
    });
  };

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-[12rem] flex-1">
          <label htmlFor="join-code" className="mb-1 block text-sm font-medium text-slate-900">
            {t("joinCode")}
          </label>
          <input
            id="join-code"
            className={inputClass}
            value={code}
            maxLength={8}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "join-code-error" : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <SubmitButton isPending={join.isPending} pendingLabel={t("joining")}>
          {t("join")}
        </SubmitButton>
        {error ? (
          <p id="join-code-error" role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
