import type { LiveTest, LiveTestPhase } from "@shared/contract/live-tests";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { LiveTestCard } from "./live-test-card";
import { useLiveTests } from "./use-live-tests";

const SECTIONS: { phase: LiveTestPhase; title: string }[] = [
  { phase: "running", title: "Live now" },
  { phase: "upcoming", title: "Upcoming" },
  { phase: "ended", title: "Past" },
];

/** /live-tests: all-India tests everyone sits in the same window, with register, start and results. */
export default function LiveTestsPage() {
  const live = useLiveTests();
  if (live.isPending) return <PageLoading label="Loading live tests..." />;
  if (live.isError) return <EmptyState title="Could not load live tests">Please try again later.</EmptyState>;
  const { liveTests, serverNow } = live.data;
  const byPhase = (phase: LiveTestPhase): LiveTest[] => {
    const tests = liveTests.filter((t) => t.phase === phase);
    return phase === "ended" ? [...tests].reverse() : tests;
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Live Tests</h1>
        <p className="mt-1 text-slate-700">
          All-India tests: everyone sits the same paper in the same window. Register, start inside the window,
          and see your rank and percentile among all candidates when it closes.
        </p>
      </header>
      {liveTests.length === 0 ? (
        <EmptyState title="No live tests scheduled">
          New all-India tests appear here when they are announced.
        </EmptyState>
      ) : (
        SECTIONS.map(({ phase, title }) => {
          const tests = byPhase(phase);
          if (tests.length === 0) return null;
          return (
            <section key={phase} aria-labelledby={`live-${phase}`} className="space-y-3">
              <h2 id={`live-${phase}`} className="text-lg font-semibold text-slate-900">
                {title}
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
