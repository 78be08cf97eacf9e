import { createCategoryBodySchema } from "@shared/contract/admin";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { adminCategoriesMessages } from "./admin-categories-messages";
import { CategoryRow } from "./category-row";
import { useFormErrors } from "./form-errors";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { Panel } from "./panel";
import { ExamOptions } from "./select-options";
import { useAdminCategories, useCreateCategory } from "./use-admin-categories";

export function CategoriesTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <CreateCategoryForm />
      <CategoryList />
    </div>
  );
}

function CreateCategoryForm() {
  const t = useT(adminCategoriesMessages);
  const create = useCreateCategory();
  const [name, setName] = useState("");
  const [examType, setExamType] = useState("");
  const [description, setDescription] = useState("");
  const { errors, check, showServerError } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(createCategoryBodySchema, {
      name,
      examType: examType || undefined,
      ...(description.trim() ? { description } : {}),
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t("categoryCreated"), variant: "success" });
        setName("");
        setDescription("");
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title={t("createCategory")} id="create-category">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          id="category-name"
          label={t("name")}
          error={errors.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t("namePlaceholder")}
          maxLength={120}
        />
        <SelectField
          id="category-exam"
          label={t("exam")}
          error={errors.examType}
          value={examType}
          onChange={(e) => setExamType(e.target.value)}
        >
          <option value="">{t("chooseExam")}</option>
          <ExamOptions />
        </SelectField>
        <TextAreaField
          id="category-description"
          label={t("descriptionOptional")}
          error={errors.description}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
        />
        <SubmitButton isPending={create.isPending} pendingLabel={t("creating")}>
          {t("createCategory")}
        </SubmitButton>
      </form>
    </Panel>
  );
}

function CategoryList() {
  const t = useT(adminCategoriesMessages);
  const categories = useAdminCategories();
  return (
    <Panel title={t("categories")} id="category-list">
      {categories.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : categories.isError ? (
        <p className="text-red-700">{t("loadError")}</p>
      ) : !categories.data?.length ? (
        <EmptyState title={t("emptyTitle")}>{t("emptyText")}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t("categories")}>
          {categories.data.map((c) => (
            <CategoryRow key={c.id} category={c} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
