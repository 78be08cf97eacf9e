import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { UrlTabs } from "@/components/ui/url-tabs";
import { CopyPublicTab } from "@/features/admin/copy-public-tab";
import { CsvUploadTab } from "@/features/admin/csv-upload-tab";
import { ImportExportTab } from "@/features/admin/import-export-tab";
import { instituteBankMessages } from "@/features/admin/institute-bank-messages";
import { QuestionsTab } from "@/features/admin/questions-tab";
import { QuizzesTab } from "@/features/admin/quizzes-tab";
import { StimuliTab } from "@/features/admin/stimuli-tab";
import { institutesMessages } from "@/features/institutes/institutes-messages";
import { useInstitute } from "@/features/institutes/use-institutes";
import { useT } from "@/i18n/use-t";
import { InstituteBankScope } from "@/lib/bank-scope";
import { Link, useParams } from "@/lib/router";

const TABS = [
  { value: "questions", labelKey: "tabQuestions", Content: QuestionsTab },
  { value: "papers", labelKey: "tabPapers", Content: QuizzesTab },
  { value: "stimuli", labelKey: "tabStimuli", Content: StimuliTab },
  { value: "csv", labelKey: "tabCsv", Content: CsvUploadTab },
  { value: "import", labelKey: "tabImport", Content: ImportExportTab },
  { value: "copy", labelKey: "tabCopy", Content: CopyPublicTab },
] as const;

/**
 * /institute/:instituteId/bank: the institute's own question bank (decision 0059), built with the site
 * admin's bank screens inside the institute's scope, so every call goes to
 * /api/institutes/{id}/bank. Anyone not on its staff gets the institute page's "not found" (the
 * server answers them 404) and no tab is drawn.
 */
export default function InstituteBankPage() {
  const t = useT(instituteBankMessages);
  const ti = useT(institutesMessages);
  const instituteId = Number(useParams().instituteId);
  const institute = useInstitute(instituteId);
  if (institute.isLoading) return <PageLoading label={ti("loading")} />;
  if (!institute.data)
    return <EmptyState title={ti("instituteMissing")}>{ti("instituteMissingText")}</EmptyState>;
  return (
    <InstituteBankScope instituteId={instituteId}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <header>
          <Link to={`/institute/${instituteId}`} className="text-sm font-medium text-blue-800 underline">
            {t("backToInstitute", { name: institute.data.name })}
          </Link>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t("questionBank")}</h1>
          <p className="text-sm text-slate-700">{institute.data.name}</p>
        </header>
        <UrlTabs
          tabs={TABS.map((entry) => ({ ...entry, label: t(entry.labelKey) }))}
          label={t("bankSections")}
        />
      </div>
    </InstituteBankScope>
  );
}
