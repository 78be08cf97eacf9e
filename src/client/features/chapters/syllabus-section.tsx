import type { SubjectCoverage, SyllabusCoverage, UnitCoverage } from "@shared/contract/chapters";
import { BookOpen, ChevronRight } from "lucide-react";
import { PageLoading } from "@/components/layout/page-state";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { chaptersMessages } from "./chapters-messages";
import { accuracyTone, CoverageBar } from "./coverage-bar";
import { useSyllabusCoverage, useSyllabusName } from "./use-chapters";

/**
 * The exam page's "Chapters" section: the syllabus tree, one collapsible block per subject and unit,
 * each chapter with its coverage bar (answered / questions, accuracy) and a link to its page.
 */
export function SyllabusSection({ examType }: { examType: string }) {
  const t = useT(chaptersMessages);
  const nameOf = useSyllabusName();
  const syllabus = useSyllabusCoverage(examType);
  return (
    <section aria-labelledby="chapters-title" data-testid="syllabus-section">
      <Card>
        <CardHeader>
          <h2 id="chapters-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <BookOpen className="h-5 w-5 text-blue-800" aria-hidden />
            {t("chaptersTitle")}
          </h2>
          {syllabus.data ? (
            <p className="text-sm text-slate-700">
              {t("chaptersIntro", {
                title: nameOf({ name: syllabus.data.title, nameHi: syllabus.data.titleHi }),
              })}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          {syllabus.isLoading ? (
            <PageLoading label={t("loadingSyllabus")} />
          ) : !syllabus.data ? (
            <p className="text-sm text-red-800">{t("syllabusFailed")}</p>
          ) : (
            <SyllabusTree syllabus={syllabus.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function SyllabusTree({ syllabus }: { syllabus: SyllabusCoverage }) {
  const t = useT(chaptersMessages);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800" data-testid="syllabus-overall">
        {syllabus.answered === null
          ? t("signInForCoverage")
          : t("overallCoverage", {
              answered: formatNumber(syllabus.answered),
              total: formatNumber(syllabus.total),
              accuracy:
                syllabus.accuracy === null
                  ? t("noAccuracy")
                  : t("accuracy", { percent: formatNumber(syllabus.accuracy) }),
            })}
      </p>
      {syllabus.subjects.map((subject, index) => (
        <SubjectBlock key={subject.name} subject={subject} examType={syllabus.examType} open={index === 0} />
      ))}
      <p className="text-xs text-slate-600">
        {t("syllabusSource", { document: syllabus.source.document, year: syllabus.source.year })}
      </p>
    </div>
  );
}

function SubjectBlock({
  subject,
  examType,
  open,
}: {
  subject: SubjectCoverage;
  examType: string;
  open: boolean;
}) {
  const nameOf = useSyllabusName();
  const name = nameOf(subject);
  return (
    <details className="group rounded-lg border border-slate-200" open={open} data-testid="syllabus-subject">
      <summary className="flex cursor-pointer list-none flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
        <span className="flex items-center gap-2 font-semibold text-slate-900 sm:w-56 sm:shrink-0">
          <ChevronRight className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
          {name}
        </span>
        <CoverageBar coverage={subject} label={name} className="flex-1" />
      </summary>
      <div className="space-y-2 border-t border-slate-200 p-3">
        {subject.units.map((unit) => (
          <UnitBlock key={unit.slug} unit={unit} examType={examType} />
        ))}
      </div>
    </details>
  );
}

function UnitBlock({ unit, examType }: { unit: UnitCoverage; examType: string }) {
  const t = useT(chaptersMessages);
  const nameOf = useSyllabusName();
  const unitName = nameOf(unit);
  // a unit that is one chapter of the same name shows as that chapter alone
  const [only] = unit.chapters;
  if (unit.chapters.length === 1 && only && nameOf(only) === unitName)
    return (
      <ul>
        <ChapterRow chapter={only} examType={examType} />
      </ul>
    );
  return (
    <details className="group/unit rounded-md bg-slate-50" open>
      <summary className="flex cursor-pointer list-none items-center gap-2 px-2 py-1.5 text-sm font-medium text-slate-800">
        <ChevronRight
          className="h-3.5 w-3.5 shrink-0 transition-transform group-open/unit:rotate-90"
          aria-hidden
        />
        <span>{unitName}</span>
        <span className="text-xs font-normal text-slate-600">
          {t("unitChapters", { count: unit.chapters.length })}
        </span>
        <span className={`ml-auto text-xs ${accuracyTone(unit.accuracy)}`}>
          {unit.accuracy === null ? "" : t("accuracy", { percent: formatNumber(unit.accuracy) })}
        </span>
      </summary>
      <ul className="pb-1 pl-4">
        {unit.chapters.map((chapter) => (
          <ChapterRow key={chapter.slug} chapter={chapter} examType={examType} />
        ))}
      </ul>
    </details>
  );
}

function ChapterRow({ chapter, examType }: { chapter: UnitCoverage["chapters"][number]; examType: string }) {
  const t = useT(chaptersMessages);
  const nameOf = useSyllabusName();
  const name = nameOf(chapter);
  return (
    <li
      className="flex flex-col gap-1 rounded-md px-2 py-2 hover:bg-white sm:flex-row sm:items-center sm:gap-4"
      data-testid="syllabus-chapter"
    >
      <Link
        to={`/exam/${examType}/chapters/${chapter.slug}`}
        className="text-sm font-medium text-blue-800 underline-offset-2 hover:underline sm:w-64 sm:shrink-0"
        aria-label={t("openChapter", { name })}
      >
        {name}
      </Link>
      <CoverageBar coverage={chapter} label={name} className="flex-1" />
    </li>
  );
}
