import { Radio } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { Link } from "@/lib/router";
import { liveTestsMessages } from "./live-tests-messages";
import { DAY_MS, formatIst, timeUntil } from "./live-time";
import { useLiveTests } from "./use-live-tests";

/**
 * The dashboard's reminder of a registered live test that starts within 24 hours or is running now
 * (and not yet submitted).
 */
export function LiveTestBanner() {
  const t = useT(liveTestsMessages);
  const quizText = useQuizText();
  const live = useLiveTests();
  if (!live.data) return null;
  const { liveTests, serverNow } = live.data;
  const now = Date.parse(serverNow);
  const test = liveTests.find(
    (candidate) =>
      candidate.registered &&
      !candidate.submitted &&
      (candidate.phase === "running" ||
        (candidate.phase === "upcoming" && Date.parse(candidate.startsAt) - now <= DAY_MS)),
  );
  if (!test) return null;
  const running = test.phase === "running";
  return (
    <aside
      data-testid="live-test-banner"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4"
    >
      <p className="flex items-start gap-3 text-slate-900">
        <Radio className="mt-0.5 h-5 w-5 shrink-0 text-blue-800" aria-hidden />
        <span>
          <span className="font-semibold">{running ? t("bannerLiveNow") : t("bannerLiveTest")}</span>
          {quizText.title(test)}{" "}
          {running
            ? t("bannerCloses", { when: timeUntil(test.endsAt, serverNow) })
            : t("bannerStarts", { when: timeUntil(test.startsAt, serverNow), at: formatIst(test.startsAt) })}
        </span>
      </p>
      <Link to="/live-tests" className={buttonVariants({ size: "sm" })}>
        {running ? t("bannerGoToTest") : t("bannerSeeDetails")}
      </Link>
    </aside>
  );
}
