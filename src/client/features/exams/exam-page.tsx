import { useLingui } from "@lingui/react";
import type { Exam } from "@shared/contract/exams";
import { EXAM_TYPES } from "@shared/exam-types";
import { CheckCircle2, Clock, GraduationCap, ListChecks, Repeat, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { layoutMessages } from "@/components/layout/layout-messages";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { SiteFooter } from "@/components/layout/site-footer";
import { DifficultyBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { goToLogin, useAuth } from "@/hooks/use-auth";
import { currentLanguage } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName, useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatMarks } from "@/lib/format";
import { formatNumber } from "@/lib/indian-formats";
import { Link, useParams } from "@/lib/router";
import { cn } from "@/lib/utils";
import { ExamCutoffsList } from "./exam-cutoffs";
import { examInLanguage } from "./exam-in-language";
import { examsMessages } from "./exams-messages";
import { useExam, useExamQuizzes } from "./use-exam";

/** What the page that puts features together shows under the facts: the syllabus and its chapters. */
export type ExamPageSlots = { chapters?: (examType: string) => ReactNode };

/** /exam/{examType}: public exam facts, the marking scheme, and the exam's free quizzes. */
export default function ExamPage({ chapters }: ExamPageSlots = {}) {
  const t = useT(examsMessages);
  const params = useParams();
  const examType = (params.examType ?? "").toLowerCase();
  const isKnown = (EXAM_TYPES as readonly string[]).includes(examType);
  const exam = useExam(examType);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {exam.isLoading ? (
          <PageLoading label={t("loading")} />
        ) : exam.isError || !exam.data || !isKnown ? (
          <div className="py-10">
            <EmptyState title={t("notFoundTitle")}>
              <p>{t("notFoundText", { name: params.examType })}</p>
              <Link to="/" className={cn(buttonVariants(), "mt-4")}>
                {t("backToHome")}
              </Link>
            </EmptyState>
          </div>
        ) : (
          <ExamDetails exam={exam.data} chapters={chapters} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

function PublicHeader() {
  const t = useT(examsMessages);
  const tl = useT(layoutMessages);
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="text-lg font-bold text-blue-800">
          {tl("brand")}
        </Link>
        <div className="ml-auto">
          {isLoading ? null : isAuthenticated ? (
            <Link to="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("dashboard")}
            </Link>
          ) : (
            <Button size="sm" onClick={goToLogin}>
              {t("signIn")}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

function ExamDetails({ exam, chapters }: { exam: Exam } & ExamPageSlots) {
  const t = useT(examsMessages);
  const contentName = useContentName();
  const examNameOf = useExamName();
  // the facts in the interface language, again when the learner switches it
  useLingui();
  const { facts, pattern, sections } = examInLanguage(exam, currentLanguage());
  const examName = examNameOf(exam.key);
  const quickFacts: { label: string; value: string; icon: ReactNode }[] = [
    { label: t("ageLimit"), value: facts.ageLimit, icon: <UserRound className="h-5 w-5" aria-hidden /> },
    { label: t("duration"), value: facts.duration, icon: <Clock className="h-5 w-5" aria-hidden /> },
    { label: t("totalMarks"), value: facts.totalMarks, icon: <ListChecks className="h-5 w-5" aria-hidden /> },
    { label: t("attempts"), value: facts.attempts, icon: <Repeat className="h-5 w-5" aria-hidden /> },
  ];
  return (
    <div className="space-y-8">
      <header>
        <Badge>{examName}</Badge>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{facts.fullName}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{facts.description}</p>
      </header>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {quickFacts.map((fact) => (
          <Card key={fact.label} className="p-4">
            <dt className="flex items-center gap-2 text-sm font-medium text-blue-800">
              {fact.icon}
              {fact.label}
            </dt>
            <dd className="mt-1 text-sm text-slate-900">{fact.value}</dd>
          </Card>
        ))}
      </dl>

      {chapters?.(exam.key)}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <InfoCard title={t("examPattern")}>
            <p className="text-slate-800">{facts.pattern}</p>
            {pattern ? (
              <div className="mt-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {t("patternNotice", { notice: pattern.notice, year: pattern.year })}
                </p>
                <p className="text-slate-700">{t("source", { source: pattern.source })}</p>
              </div>
            ) : null}
          </InfoCard>
          <InfoCard title={t("subjects")}>
            <ul className="flex flex-wrap gap-2">
              {facts.subjects.map((subject) => (
                <li key={subject}>
                  <Badge variant="secondary">{contentName(subject)}</Badge>
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard title={t("keyFeatures")}>
            <CheckList items={facts.keyFeatures} />
          </InfoCard>
          <InfoCard title={t("eligibility")}>
            <p className="text-slate-800">{facts.eligibility}</p>
          </InfoCard>
          <InfoCard title={t("selectionCriteria")}>
            <CheckList items={facts.selectionCriteria} />
          </InfoCard>
        </div>
        <div className="space-y-6">
          <InfoCard title={t("markingScheme")}>
            <p className="text-sm text-slate-700">{t("markingAsIn", { paper: facts.markingPaper })}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              <div className="rounded-lg bg-green-50 p-2">
                <dt className="text-xs text-green-900">{t("correct")}</dt>
                <dd className="text-lg font-bold text-green-900">
                  {formatMarks(exam.marking.correct, { signed: true })}
                </dd>
              </div>
              <div className="rounded-lg bg-red-50 p-2">
                <dt className="text-xs text-red-900">{t("wrong")}</dt>
                <dd className="text-lg font-bold text-red-900">
                  {formatMarks(exam.marking.wrong, { signed: true })}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-100 p-2">
                <dt className="text-xs text-slate-800">{t("unanswered")}</dt>
                <dd className="text-lg font-bold text-slate-900">0</dd>
              </div>
            </dl>
            {sections.length > 0 ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("sections")}</h3>
                <ul className="mt-2 space-y-1 text-sm text-slate-800">
                  {sections.map((section) => (
                    <li key={section.name} className="flex justify-between gap-2">
                      <span>{section.label}</span>
                      {section.timeLimitMinutes ? (
                        <span className="text-slate-700">
                          {t("minutes", { minutes: formatNumber(section.timeLimitMinutes) })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </InfoCard>
          {exam.cutoffs ? (
            <InfoCard title={t("latestCutoff")}>
              <ExamCutoffsList cutoffs={exam.cutoffs} />
            </InfoCard>
          ) : null}
          <ExamQuizzes examType={exam.key} examName={examName} />
        </div>
      </div>
    </div>
  );
}

function ExamQuizzes({ examType, examName }: { examType: string; examName: string }) {
  const t = useT(examsMessages);
  const quizText = useQuizText();
  const quizzes = useExamQuizzes(examType, true);
  return (
    <section aria-labelledby="exam-quizzes-title">
      <Card>
        <CardHeader>
          <h2
            id="exam-quizzes-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <GraduationCap className="h-5 w-5 text-blue-800" aria-hidden />
            {t("freeQuizzes", { exam: examName })}
          </h2>
        </CardHeader>
        <CardContent>
          {quizzes.isLoading ? (
            <PageLoading label={t("loadingQuizzes")} />
          ) : (quizzes.data ?? []).length === 0 ? (
            <p className="text-sm text-slate-700">{t("noFreeQuizzes")}</p>
          ) : (
            <ul className="space-y-3">
              {(quizzes.data ?? []).map((quiz) => (
                <li key={quiz.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-medium text-slate-900">{quizText.title(quiz)}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <DifficultyBadge difficulty={quiz.difficulty} />
                    <span>
                      {t("quizMeta", {
                        count: quiz.totalQuestions,
                        formatted: formatNumber(quiz.totalQuestions),
                        minutes: formatNumber(quiz.timeLimit),
                      })}
                    </span>
                  </div>
                  <Link
                    to={`/quiz/${quiz.id}`}
                    className={cn(buttonVariants({ size: "sm" }), "mt-3")}
                    aria-label={t("startQuizLabel", { title: quizText.title(quiz) })}
                  >
                    {t("startQuiz")}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-800">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
