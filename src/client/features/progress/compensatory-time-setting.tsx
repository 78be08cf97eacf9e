import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { progressMessages } from "./progress-messages";
import { useUpdateUserSettings, useUserSettings } from "./use-user-settings";

/** The learner's compensatory-time setting: a checkbox the server applies to every test they start. */
export function CompensatoryTimeSetting() {
  const t = useT(progressMessages);
  const settings = useUserSettings();
  const update = useUpdateUserSettings();
  if (!settings.data) return null;
  const checked = update.isPending
    ? (update.variables?.compensatoryTime ?? false)
    : settings.data.compensatoryTime;
  return (
    <Card className="p-4">
      <label className="flex items-start gap-3 text-slate-900">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-blue-700"
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ compensatoryTime: event.target.checked })}
          data-testid="compensatory-time"
        />
        <span>
          <span className="font-medium">{t("compensatoryLabel")}</span>
          <span className="mt-0.5 block text-sm text-slate-700">{t("compensatoryText")}</span>
        </span>
      </label>
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("compensatoryError")}
        </p>
      ) : null}
    </Card>
  );
}
