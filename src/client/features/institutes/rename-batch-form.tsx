import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { institutesMessages } from "./institutes-messages";
import { TextInput } from "./text-input";
import { useRenameBatch } from "./use-institutes";

/** The batch's name with a Rename button that opens a one-field form in its place. */
export function BatchName({
  instituteId,
  batchId,
  name,
}: {
  instituteId: number;
  batchId: number;
  name: string;
}) {
  const t = useT(institutesMessages);
  const rename = useRenameBatch(instituteId, batchId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (draft === null)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
        <Button variant="outline" size="sm" onClick={() => setDraft(name)}>
          {t("rename")}
        </Button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return setError(t("nameRequired"));
    setError(null);
    rename.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft(null);
        toast({ title: t("renamed"), variant: "success" });
      },
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : t("tryLater")),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextInput id="rename-batch" label={t("renameBatch")} value={draft} onChange={setDraft} error={error} />
      <SubmitButton isPending={rename.isPending} pendingLabel={t("saving")}>
        {t("save")}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={() => setDraft(null)}>
        {t("cancel")}
      </Button>
    </form>
  );
}
