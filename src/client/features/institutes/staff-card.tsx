import type { InstituteDetail } from "@shared/contract/institutes";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { institutesMessages } from "./institutes-messages";
import { useRemoveStaff } from "./use-institutes";

/**
 * The institute's staff and open invitations; an owner removes a teacher here (owners stay: the
 * server keeps at least one) and invites one with the form given as `children`.
 */
export function StaffCard({ institute, children }: { institute: InstituteDetail; children?: ReactNode }) {
  const t = useT(institutesMessages);
  const remove = useRemoveStaff(institute.id);
  const isOwner = institute.myRole === "owner";
  const removeTeacher = (userId: number, name: string) =>
    remove.mutate(userId, {
      onSuccess: () => toast({ title: t("staffRemoved", { name }), variant: "success" }),
      onError: (e) =>
        toast({ title: e instanceof ApiError ? e.serverMessage : t("tryLater"), variant: "destructive" }),
    });
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("staff")}</h2>
      <ul className="space-y-1 text-sm text-slate-800" aria-label={t("staff")}>
        {institute.staff.map((s) => {
          const name = s.name ?? s.email;
          return (
            <li key={s.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {name} · {t(s.role === "owner" ? "roleOwner" : "roleTeacher")}
              </span>
              {isOwner && s.role === "teacher" ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t("removeStaff", { name })}
                  onClick={() => removeTeacher(s.userId, name)}
                >
                  {t("remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
        {institute.invitations.map((i) => (
          <li key={`i${i.id}`} className="text-slate-700">
            {t("invited", { email: i.email })}
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
