import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { Link, useNavigate } from "@/lib/router";
import { accountMessages } from "./account-messages";
import { useDeleteAccount } from "./use-delete-account";

/** "Delete my account": what goes and what stays, then a dialog where the learner types their email. */
export function DeleteAccountCard() {
  const t = useT(accountMessages);
  const [open, setOpen] = useState(false);
  return (
    <Card tone="danger">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Trash2 className="h-5 w-5 text-red-700" aria-hidden /> {t("deleteTitle")}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 pl-5 text-slate-700">
          <li>{t("deleteGoes")}</li>
          <li>{t("deleteBoards")}</li>
          <li>{t("deleteAnswers")}</li>
          <li>{t("deletePayments")}</li>
        </ul>
        <p className="text-slate-700">
          {t("deleteFirst")}{" "}
          <Link className="text-blue-800 underline" to="/privacy">
            {t("privacyLink")}
          </Link>
        </p>
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-account-open">
            {t("deleteOpen")}
          </Button>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          {open ? <ConfirmDelete onCancel={() => setOpen(false)} /> : null}
        </Dialog>
      </CardContent>
    </Card>
  );
}

function ConfirmDelete({ onCancel }: { onCancel: () => void }) {
  const t = useT(accountMessages);
  const { user } = useAuth();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const email = user?.email ?? "";
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && email !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setProblem(t("deleteMismatch"));
    remove.mutate(typed, {
      onSuccess: () => {
        queryClient.clear();
        toast({ title: t("deletedTitle"), description: t("deletedText"), variant: "success" });
        navigate("/landing", { replace: true });
      },
      onError: (error) => {
        const wrongEmail = error instanceof ApiError && error.field === "email";
        setProblem(wrongEmail ? t("deleteMismatch") : t("tryAgain"));
        if (!wrongEmail)
          toast({ title: t("deleteFailedTitle"), description: t("tryAgain"), variant: "destructive" });
      },
    });
  };
  return (
    <DialogContent title={t("confirmTitle")} description={t("confirmText")}>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <label htmlFor="delete-confirm-email" className="text-sm font-medium text-slate-900">
          {t("confirmLabel", { email })}
        </label>
        <input
          id="delete-confirm-email"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "delete-confirm-problem" : undefined}
          className="h-11 rounded-md border border-slate-300 px-3 text-slate-900"
        />
        {problem ? (
          <p id="delete-confirm-problem" role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
            {t("confirmDelete")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
