import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { accountMessages } from "./account-messages";
import { ReminderSettingsForm } from "./reminder-settings-form";
import {
  currentSubscription,
  PushSetupError,
  pushUnavailable,
  useReminderPreferences,
  useSubscribeThisBrowser,
  useUnsubscribeThisBrowser,
} from "./use-reminders";

/**
 * "Reminders": turn them on in this browser (the browser asks the learner's permission), then
 * choose each kind and the quiet hours. Nothing is sent for a kind until it is ticked.
 */
export function RemindersCard() {
  const t = useT(accountMessages);
  const preferences = useReminderPreferences();
  const subscribe = useSubscribeThisBrowser();
  const unsubscribe = useUnsubscribeThisBrowser();
  const [thisBrowser, setThisBrowser] = useState<boolean | undefined>(undefined);
  const subscriptions = preferences.data?.subscriptions;

  // whether this browser holds a subscription (asked again when the server's count changes)
  useEffect(() => {
    let live = true;
    void currentSubscription().then((s) => {
      if (live) setThisBrowser(s !== null && subscriptions !== 0);
    });
    return () => {
      live = false;
    };
  }, [subscriptions]);

  const turnOn = () =>
    subscribe.mutate(undefined, {
      onSuccess: () => {
        setThisBrowser(true);
        toast({ title: t("remindersOnTitle"), description: t("remindersOnText"), variant: "success" });
      },
      onError: (error) => {
        const reason = error instanceof PushSetupError ? error.reason : "failed";
        toast({
          title: t("remindersFailedTitle"),
          description:
            reason === "denied"
              ? t("remindersDenied")
              : reason === "unsupported"
                ? t("remindersUnsupported")
                : t("remindersFailed"),
          variant: "destructive",
        });
      },
    });
  const turnOff = () =>
    unsubscribe.mutate(undefined, {
      onSuccess: () => setThisBrowser(false),
      onError: () =>
        toast({ title: t("remindersFailedTitle"), description: t("tryAgain"), variant: "destructive" }),
    });

  const unavailable = pushUnavailable();
  return (
    <Card data-testid="reminders-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Bell className="h-5 w-5 text-blue-800" aria-hidden /> {t("remindersTitle")}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-slate-700">{t("remindersIntro")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" data-testid="reminders-status" className="text-slate-800">
            {thisBrowser ? t("remindersThisBrowserOn") : t("remindersThisBrowserOff")}{" "}
            {subscriptions !== undefined ? t("remindersBrowsers", { count: String(subscriptions) }) : null}
          </p>
          {thisBrowser ? (
            <Button variant="outline" onClick={turnOff} disabled={unsubscribe.isPending}>
              {t("remindersTurnOff")}
            </Button>
          ) : (
            <Button onClick={turnOn} disabled={subscribe.isPending || unavailable === "unsupported"}>
              {t("remindersTurnOn")}
            </Button>
          )}
        </div>
        {unavailable ? (
          <p className="text-sm text-amber-900">
            {unavailable === "denied" ? t("remindersDenied") : t("remindersUnsupported")}
          </p>
        ) : null}
        {preferences.isPending ? (
          <p className="text-slate-700">{t("loading")}</p>
        ) : preferences.isError ? (
          <p role="alert" className="text-red-800">
            {t("loadError")}
          </p>
        ) : (
          <ReminderSettingsForm preferences={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}
