import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { Link, useParams } from "@/lib/router";
import { institutesMessages } from "./institutes-messages";
import { StaffCard } from "./staff-card";
import { TextInput } from "./text-input";
import { useBatches, useCreateBatch, useInstitute, useInviteStaff } from "./use-institutes";

/** /institute/:instituteId: the staff's institute, its batches and (for owners) its staff. */
export default function InstitutePage() {
  const t = useT(institutesMessages);
  const instituteId = Number(useParams().instituteId);
  const institute = useInstitute(instituteId);
  if (institute.isLoading) return <PageLoading label={t("loading")} />;
  if (!institute.data)
    return <EmptyState title={t("instituteMissing")}>{t("instituteMissingText")}</EmptyState>;
  const data = institute.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-700">
            {t(data.myRole === "owner" ? "roleOwner" : "roleTeacher")}
          </p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{data.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {data.myRole === "owner" ? (
            <Link
              to={`/institute/${instituteId}/activity`}
              className={buttonVariants({ variant: "outline" })}
            >
              {t("activity")}
            </Link>
          ) : null}
          <Link to={`/institute/${instituteId}/bank`} className={buttonVariants({ variant: "outline" })}>
            {t("questionBank")}
          </Link>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <BatchesSection instituteId={instituteId} />
        <StaffCard institute={data}>
          {data.myRole === "owner" ? <InviteForm instituteId={instituteId} /> : null}
        </StaffCard>
      </div>
    </div>
  );
}

function BatchesSection({ instituteId }: { instituteId: number }) {
  const t = useT(institutesMessages);
  const batches = useBatches(instituteId);
  const create = useCreateBatch(instituteId);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t("nameRequired"));
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: () => setName(""),
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : t("tryLater")),
    });
  };
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("batches")}</h2>
      {batches.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : !batches.data?.length ? (
        <p className="text-slate-700">{t("noStaffBatches")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {batches.data.map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`/institute/${instituteId}/batches/${batch.id}`}
                className="font-medium text-blue-800 underline"
              >
                {batch.name}
              </Link>
              <span className="text-sm text-slate-700">
                {t("memberCount", { count: batch.members })} ·{" "}
                <span className="font-mono">{batch.joinCode}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <TextInput id="batch-name" label={t("newBatch")} value={name} onChange={setName} error={error} />
        <SubmitButton isPending={create.isPending} pendingLabel={t("creating")}>
          {t("createBatch")}
        </SubmitButton>
      </form>
    </Card>
  );
}

function InviteForm({ instituteId }: { instituteId: number }) {
  const t = useT(institutesMessages);
  const invite = useInviteStaff(instituteId);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { email, role: "teacher" },
      {
        onSuccess: (sent) => {
          toast({
            title: t("inviteSent"),
            description: t("inviteSentText", { email: sent.email }),
            variant: "success",
          });
          setEmail("");
        },
        onError: (e) => setError(e instanceof ApiError ? e.serverMessage : t("tryLater")),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3"
    >
      <TextInput
        id="invite-email"
        type="email"
        label={t("inviteTeacher")}
        value={email}
        onChange={setEmail}
        error={error}
      />
      <SubmitButton isPending={invite.isPending} pendingLabel={t("inviting")}>
        {t("invite")}
      </SubmitButton>
    </form>
  );
}
