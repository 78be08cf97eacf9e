import type { AdminLiveTest } from "@shared/contract/live-tests";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber, formatDateTime as formatWhen } from "@/lib/indian-formats";
import { toastError } from "./form-errors";
import { LiveChallenges } from "./live-challenges";
import { MeritListPanel } from "./live-merit-list";
import { adminLiveTestsMessages, PHASE_KEYS } from "./live-tests-messages";
import { useCancelLiveTest, usePublishFinalResults } from "./use-admin-live-tests";

type Opened = "merit" | "challenges" | null;

/** One live test in the admin's list: its summary and what the organiser can do with it now. */
export function LiveTestItem({ test }: { test: AdminLiveTest }) {
  const t = useT(adminLiveTestsMessages);
  const cancel = useCancelLiveTest();
  const publish = usePublishFinalResults();
  const [opened, setOpened] = useState<Opened>(null);
  const toggle = (what: Exclude<Opened, null>) => setOpened(opened === what ? null : what);
  const ended = test.phase === "ended" && !test.cancelledAt;
  // the server's answer decides; this only keeps the button from inviting a refusal
  const windowClosed = Date.now() >= Date.parse(test.challengeClosesAt);
  return (
    <li className="grid gap-2 py-3" data-testid="admin-live-test" data-live-test-id={test.id}>
      <LiveTestSummary test={test} />
      <div className="flex flex-wrap items-center gap-2">
        {ended ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => toggle("merit")}
            aria-expanded={opened === "merit"}
          >
            {t(opened === "merit" ? "hideMeritList" : "showMeritList")}
          </Button>
        ) : null}
        {test.challenges > 0 ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => toggle("challenges")}
            aria-expanded={opened === "challenges"}
          >
            {opened === "challenges"
              ? t("hideChallenges")
              : t("showChallenges", { count: formatNumber(test.challenges) })}
          </Button>
        ) : null}
        {test.unanswered > 0 ? (
          <Badge variant="premium">{t("unanswered", { count: formatNumber(test.unanswered) })}</Badge>
        ) : null}
        {ended && test.status === "provisional" ? (
          <Button
            size="sm"
            variant="success"
            disabled={publish.isPending || !windowClosed}
            title={
              windowClosed
                ? undefined
                : t("publishFinalAfter", { closes: formatWhen(test.challengeClosesAt) })
            }
            onClick={() =>
              publish.mutate(test.id, {
                onSuccess: () => toast({ title: t("finalPublishedToast"), variant: "success" }),
                onError: (e) => toastError(e),
              })
            }
          >
            {t("publishFinal")}
          </Button>
        ) : null}
        {ended && test.status === "provisional" && !windowClosed ? (
          <span className="text-xs text-slate-600">
            {t("publishFinalAfter", { closes: formatWhen(test.challengeClosesAt) })}
          </span>
        ) : null}
        {test.finalPublishedAt ? (
          <span className="text-sm text-emerald-800">
            {t("finalPublished", { when: formatWhen(test.finalPublishedAt) })}
          </span>
        ) : null}
        {test.phase !== "ended" && !test.cancelledAt ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(test.id, { onError: (e) => toastError(e) })}
          >
            {t("cancel")}
          </Button>
        ) : null}
      </div>
      {opened === "merit" ? <MeritListPanel test={test} /> : null}
      {opened === "challenges" ? <LiveChallenges id={test.id} /> : null}
    </li>
  );
}

function LiveTestSummary({ test }: { test: AdminLiveTest }) {
  const t = useT(adminLiveTestsMessages);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        <p className="font-semibold text-slate-900">{test.title}</p>
        <p className="text-sm text-slate-700">
          {t("summary", {
            start: formatWhen(test.startsAt),
            end: formatWhen(test.endsAt),
            registered: formatNumber(test.registered),
            started: formatNumber(test.started),
            closes: formatWhen(test.challengeClosesAt),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {test.cancelledAt ? (
          <Badge variant="hard">{t("cancelled")}</Badge>
        ) : (
          <Badge variant="secondary">{t(PHASE_KEYS[test.phase])}</Badge>
        )}
        {test.phase === "ended" && !test.cancelledAt ? (
          <Badge variant={test.status === "final" ? "easy" : "premium"} data-testid="admin-results-status">
            {t(test.status === "final" ? "final" : "provisional")}
          </Badge>
        ) : null}
      </div>
    </div>
  );
}
