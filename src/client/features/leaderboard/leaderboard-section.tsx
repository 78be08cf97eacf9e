/** The weekly leaderboard section (landing page and dashboard). */
export function LeaderboardSection() {
  return (
    <section id="leaderboard" aria-labelledby="leaderboard-title" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="leaderboard-title" className="text-center text-3xl font-bold">
          This week's top performers
        </h2>
        <p className="mt-4 text-center text-slate-700">Loading leaderboard...</p>
      </div>
    </section>
  );
}
