import { createCategoryBodySchema } from "@shared/contract/admin";
import { EXAM_LABELS } from "@shared/exam-types";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
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
        toast({ title: "Category created successfully!", variant: "success" });
        setName("");
        setDescription("");
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title="Create Category" id="create-category">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          id="category-name"
          label="Name"
          error={errors.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. JEE Main Physics"
          maxLength={120}
        />
        <SelectField
          id="category-exam"
          label="Exam"
          error={errors.examType}
          value={examType}
          onChange={(e) => setExamType(e.target.value)}
        >
          <option value="">Choose an exam</option>
          <ExamOptions />
        </SelectField>
        <TextAreaField
          id="category-description"
          label="Description (optional)"
          error={errors.description}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
        />
        <SubmitButton isPending={create.isPending} pendingLabel="Creating...">
          Create Category
        </SubmitButton>
      </form>
    </Panel>
  );
}

function CategoryList() {
  const categories = useAdminCategories();
  return (
    <Panel title="Categories" id="category-list">
      {categories.isLoading ? (
        <PageLoading label="Loading categories..." />
      ) : categories.isError ? (
        <p className="text-red-700">Could not load categories. Please reload the page.</p>
      ) : !categories.data?.length ? (
        <EmptyState title="No categories yet">Create the first one with the form.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Categories">
          {categories.data.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 py-2">
              <Badge variant="secondary">{EXAM_LABELS[c.examType]}</Badge>
              <span className="font-medium text-slate-900">{c.name}</span>
              <span className="ml-auto text-sm text-slate-700">
                {c.quizCount} quiz{c.quizCount === 1 ? "" : "zes"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
