import type { LiveTest, LiveTestPhase } from "@shared/contract/live-tests";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { useT } from "@/i18n/use-t";
import { LiveTestCard } from "./live-test-card";
import { liveTestsMessages } from "./live-tests-messages";
import { useLiveTests } from "./use-live-tests";

const SECTIONS = [
  { phase: "running", titleKey: "sectionRunning" },
  { phase: "upcoming", titleKey: "sectionUpcoming" },
  { phase: "ended", titleKey: "sectionEnded" },
] as const satisfies readonly { phase: LiveTestPhase; titleKey: string }[];

/** /live-tests: all-India tests everyone sits in the same window, with register, start and results. */
export default function LiveTestsPage() {
  const t = useT(liveTestsMessages);
  const live = useLiveTests();
  if (live.isPending) return <PageLoading label={t("loading")} />;
  if (live.isError) return <EmptyState title={t("loadErrorTitle")}>{t("tryLater")}</EmptyState>;
  const { liveTests, serverNow } = live.data;
  const byPhase = (phase: LiveTestPhase): LiveTest[] => {
    const tests = liveTests.filter((test) => test.phase === phase);
    return phase === "ended" ? [...tests].reverse() : tests;
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("pageTitle")}</h1>
        <p className="mt-1 text-slate-700">{t("pageIntro")}</p>
      </header>
      {liveTests.length === 0 ? (
        <EmptyState title={t("noneTitle")}>{t("noneText")}</EmptyState>
      ) : (
        SECTIONS.map(({ phase, titleKey }) => {
          const tests = byPhase(phase);
          if (tests.length === 0) return null;
          return (
            <section key={phase} aria-labelledby={`live-${phase}`} className="space-y-3">
              <h2 id={`live-${phase}`} className="text-lg font-semibold text-slate-900">
                {t(titleKey)}
              </h2>
              <div className="grid gap-4 md:grid-cols-2">
                {tests.map((test) => (
                  <LiveTestCard key={test.id} test={test} serverNow={serverNow} />
                ))}
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
