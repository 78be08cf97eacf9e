import { createInstituteBodySchema } from "@shared/contract/institutes";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { adminInstitutesMessages } from "./admin-institutes-messages";
import { useFormErrors } from "./form-errors";
import { TextField } from "./form-field";
import { Panel } from "./panel";
import { useAdminInstitutes, useCreateInstitute } from "./use-admin-institutes";

/** The site admin's institutes: create one for its first owner, and see them all. */
export function InstitutesTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <CreateInstituteForm />
      <InstituteList />
    </div>
  );
}

function CreateInstituteForm() {
  const t = useT(adminInstitutesMessages);
  const create = useCreateInstitute();
  const [name, setName] = useState("");
  const [ownerEmail, setOwnerEmail] = useState("");
  const { errors, check, showServerError } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(createInstituteBodySchema, { name, ownerEmail });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        toast({
          title: t("created"),
          description: t("createdText", { email: created.pendingOwners[0] ?? "" }),
          variant: "success",
        });
        setName("");
        setOwnerEmail("");
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title={t("createInstitute")} id="create-institute">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          id="institute-name"
          label={t("name")}
          error={errors.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t("namePlaceholder")}
          maxLength={120}
        />
        <TextField
          id="institute-owner"
          label={t("ownerEmail")}
          error={errors.ownerEmail}
          type="email"
          value={ownerEmail}
          onChange={(e) => setOwnerEmail(e.target.value)}
          maxLength={254}
        />
        <p className="text-sm text-slate-700">{t("ownerHelp")}</p>
        <SubmitButton isPending={create.isPending} pendingLabel={t("creating")}>
          {t("createInstitute")}
        </SubmitButton>
      </form>
    </Panel>
  );
}

function InstituteList() {
  const t = useT(adminInstitutesMessages);
  const institutes = useAdminInstitutes();
  return (
    <Panel title={t("institutes")} id="institute-list">
      {institutes.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : institutes.isError ? (
        <p className="text-red-700">{t("loadError")}</p>
      ) : !institutes.data?.length ? (
        <EmptyState title={t("emptyTitle")}>{t("emptyText")}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t("institutes")}>
          {institutes.data.map((institute) => (
            <li key={institute.id} className="py-3" data-testid="admin-institute">
              <p className="font-semibold text-slate-900">{institute.name}</p>
              <p className="text-sm text-slate-700">
                {t("joinCode", { code: institute.joinCode })} · {t("batches", { count: institute.batches })}
              </p>
              {institute.owners.length > 0 ? (
                <p className="text-sm text-slate-700">
                  {t("owners", { emails: institute.owners.join(", ") })}
                </p>
              ) : null}
              {institute.pendingOwners.length > 0 ? (
                <p className="text-sm text-slate-700">
                  {t("pendingOwners", { emails: institute.pendingOwners.join(", ") })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
