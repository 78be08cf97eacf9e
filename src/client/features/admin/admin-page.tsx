import { ShieldAlert } from "lucide-react";
import { PageLoading } from "@/components/layout/page-state";
import { TopNav } from "@/components/layout/top-nav";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { UrlTabs } from "@/components/ui/url-tabs";
import { goToLogin, useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { adminShellMessages } from "./admin-shell-messages";
import { AuditLogTab } from "./audit-log-tab";
import { CategoriesTab } from "./categories-tab";
import { CsvUploadTab } from "./csv-upload-tab";
import { DailyScheduleTab } from "./daily-schedule-tab";
import { FeedbackTab } from "./feedback-tab";
import { ImportExportTab } from "./import-export-tab";
import { InstitutesTab } from "./institutes-tab";
import { ItemAnalysisTab } from "./item-analysis-tab";
import { LiveTestsTab } from "./live-tests-tab";
import { PerformanceTab } from "./performance-tab";
import { QuestionsTab } from "./questions-tab";
import { QuizzesTab } from "./quizzes-tab";
import { ReportsTab } from "./reports-tab";
import { StimuliTab } from "./stimuli-tab";

const TABS = [
  { value: "categories", labelKey: "tabCategories", Content: CategoriesTab },
  { value: "quizzes", labelKey: "tabQuizzes", Content: QuizzesTab },
  { value: "questions", labelKey: "tabQuestions", Content: QuestionsTab },
  { value: "stimuli", labelKey: "tabStimuli", Content: StimuliTab },
  { value: "csv", labelKey: "tabCsv", Content: CsvUploadTab },
  { value: "exchange", labelKey: "tabExchange", Content: ImportExportTab },
  { value: "schedule", labelKey: "tabSchedule", Content: DailyScheduleTab },
  { value: "reports", labelKey: "tabReports", Content: ReportsTab },
  { value: "feedback", labelKey: "tabFeedback", Content: FeedbackTab },
  { value: "item-analysis", labelKey: "tabItemAnalysis", Content: ItemAnalysisTab },
  { value: "live-tests", labelKey: "tabLiveTests", Content: LiveTestsTab },
  { value: "institutes", labelKey: "tabInstitutes", Content: InstitutesTab },
  { value: "audit-log", labelKey: "tabAuditLog", Content: AuditLogTab },
  { value: "performance", labelKey: "tabPerformance", Content: PerformanceTab },
] as const;

/**
 * /admin. The server refuses every admin call to anyone but an admin; this page only decides what
 * to show: the panel for an admin, a clear "Admins only" page for everyone else.
 */
export default function AdminPage() {
  const { user, isLoading, isAdmin } = useAuth();
  if (isLoading) return <PageLoading />;
  return (
    <>
      {user ? <TopNav withSubNav={false} /> : null}
      <main className="mx-auto max-w-6xl px-4 py-6">
        {isAdmin ? <AdminPanel /> : <NotAllowed isSignedIn={Boolean(user)} />}
      </main>
    </>
  );
}

function NotAllowed({ isSignedIn }: { isSignedIn: boolean }) {
  const t = useT(adminShellMessages);
  return (
    <section
      aria-labelledby="not-allowed-title"
      className="mx-auto mt-10 max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <ShieldAlert className="mx-auto h-10 w-10 text-red-700" aria-hidden />
      <h1 id="not-allowed-title" className="mt-3 text-2xl font-bold text-slate-900">
        {t("adminsOnly")}
      </h1>
      <p className="mt-2 text-slate-700">{isSignedIn ? t("noAdminAccess") : t("signInAsAdmin")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          {t("goHome")}
        </Link>
        {isSignedIn ? null : (
          <Button variant="outline" onClick={goToLogin}>
            {t("signIn")}
          </Button>
        )}
      </div>
    </section>
  );
}

function AdminPanel() {
  const t = useT(adminShellMessages);
  return (
    // minmax(0, 1fr): nothing in the panel may widen the page on a phone
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("adminPanel")}</h1>
        <Badge variant="premium" data-testid="admin-badge">
          {t("adminOnly")}
        </Badge>
      </header>
      <UrlTabs
        tabs={TABS.map((entry) => ({ ...entry, label: t(entry.labelKey) }))}
        label={t("adminSections")}
      />
    </div>
  );
}
