import { type AdminCategory, updateCategoryBodySchema } from "@shared/contract/admin";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { adminCategoriesMessages } from "./admin-categories-messages";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { useFormErrors } from "./form-errors";
import { TextField } from "./form-field";
import { useDeleteCategory, useUpdateCategory } from "./use-admin-categories";

/** One category in the list: its exam, name and quiz count, with Rename (in place) and Remove. */
export function CategoryRow({ category }: { category: AdminCategory }) {
  const t = useT(adminCategoriesMessages);
  const examName = useExamName();
  const remove = useDeleteCategory();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const count = category.quizCount;
  return (
    <li className="grid gap-2 py-2" data-testid={`category-row-${category.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{examName(category.examType)}</Badge>
        <span className="font-medium text-slate-900">{category.name}</span>
        <span className="text-sm text-slate-700">
          {t("quizCount", { count, formatted: formatNumber(count) })}
        </span>
        <span className="ml-auto flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setIsRenaming(true)}
            aria-label={t("renameLabel", { name: category.name })}
          >
            {t("rename")}
          </Button>
          <Button
            size="sm"
            variant="ghostDestructive"
            onClick={() => setIsConfirmingRemove(true)}
            aria-label={t("removeLabel", { name: category.name })}
          >
            {t("remove")}
          </Button>
        </span>
      </div>
      {isRenaming ? <RenameForm category={category} onDone={() => setIsRenaming(false)} /> : null}
      <ConfirmDeleteDialog
        open={isConfirmingRemove}
        onOpenChange={setIsConfirmingRemove}
        title={t("removeTitle")}
        description={
          count > 0
            ? t("removeRefused", { name: category.name, count, formatted: formatNumber(count) })
            : t("removeText", { name: category.name })
        }
        deleteLabel={t("removeCategory")}
        deletedTitle={t("removed")}
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(category.id, outcome)}
      />
    </li>
  );
}

function RenameForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const t = useT(adminCategoriesMessages);
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const { errors, check, showServerError } = useFormErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(updateCategoryBodySchema, { name });
    if (!body) return;
    update.mutate(
      { id: category.id, body },
      {
        onSuccess: () => {
          toast({ title: t("renamed"), variant: "success" });
          onDone();
        },
        onError: showServerError,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-lg bg-slate-50 p-3">
      <TextField
        id={`category-${category.id}-name`}
        label={t("newName")}
        error={errors.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
      />
      <FormActions
        onCancel={onDone}
        isPending={update.isPending}
        pendingLabel={t("saving")}
        submitLabel={t("saveName")}
      />
    </form>
  );
}
