import { BarChart3, CalendarCheck, GraduationCap, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { goToGoogleSignIn, SignedOutByDefault } from "@/features/auth/use-auth";
import { LeaderboardSection } from "@/features/leaderboard/leaderboard-section";
import { PricingSection } from "@/features/payments/pricing-section";
import { SiteFooter } from "./site-footer";

const FEATURES = [
  {
    icon: CalendarCheck,
    title: "Free daily quizzes",
    text: "A new quiz every day in the official pattern of UPSC, JEE, NEET, SSC and Banking, scored with the real negative marking.",
  },
  {
    icon: GraduationCap,
    title: "Exam-hall mock tests",
    text: "Full mock tests with the question palette, sections and timers of the real computer-based test, in English or Hindi.",
  },
  {
    icon: BarChart3,
    title: "Honest analytics",
    text: "See your accuracy by subject and topic, your percentile, and the weak topics to fix next, computed from your own answers.",
  },
];

/** The public landing page for signed-out visitors. */
export default function LandingPage() {
  return (
    <SignedOutByDefault value={true}>
      <LandingContent />
    </SignedOutByDefault>
  );
}

function LandingContent() {
  return (
    <div className="min-h-screen bg-white">
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <Link to="/landing" className="text-lg font-bold text-blue-800">
            Abhyas
          </Link>
          <nav aria-label="Landing" className="hidden gap-1 sm:flex">
            <a href="#features" className="rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
              Features
            </a>
            <a href="#pricing" className="rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
              Pricing
            </a>
            <a href="#leaderboard" className="rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
              Leaderboard
            </a>
          </nav>
          <Button className="ml-auto" onClick={goToGoogleSignIn}>
            <span className="hidden sm:inline">Sign In with Google</span>
            <span className="sm:hidden">Sign In</span>
          </Button>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-blue-50 to-white px-4 pb-16 pt-28 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-blue-900 shadow-sm">
            <Trophy className="h-4 w-4" aria-hidden /> UPSC · JEE · NEET · SSC · Banking
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Master Your Competitive Exams
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Practise every day with free quizzes in the official pattern, take full mock tests in the
            exam-hall interface, and see exactly where you stand.
          </p>
          <Button size="lg" className="mt-8" onClick={goToGoogleSignIn}>
            Start Free Today
          </Button>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-title" className="text-center text-3xl font-bold">
              Everything you need to prepare
            </h2>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Icon className="h-8 w-8 text-blue-700" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-slate-700">{text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <div className="bg-slate-50">
          <PricingSection />
        </div>
        <LeaderboardSection />
      </main>
      <SiteFooter />
    </div>
  );
}
