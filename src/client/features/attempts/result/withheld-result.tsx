import type { AttemptResult } from "@shared/contract/attempts";
import type { QuizDetail } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { MathHtml } from "@/components/math-html";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { apiGetTrusted } from "@/lib/api-client";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatDateTime } from "@/lib/indian-formats";
import { localised, useQuestionLanguage } from "@/lib/question-language";
import { Link } from "@/lib/router";
import { quizQueryKey } from "../hall/use-quiz";
import { resultsMessages } from "./results-messages";

type Withheld = NonNullable<AttemptResult["withheld"]>;
type OwnAnswer = Withheld["answers"][number];

const LETTERS = "ABCDE";

/** The learner's own answer in words: the option letters, the number typed, or "Not answered". */
function ownAnswer(answer: OwnAnswer, notAnswered: string): string {
  const { response } = answer;
  if (response === null) return notAnswered;
  if (Array.isArray(response)) return response.map((i) => LETTERS[i] ?? "?").join(", ");
  return answer.type === "numerical" ? String(response) : (LETTERS[response] ?? "?");
}

/**
 * The paper's questions by id: the quiz the hall loaded when it is still cached (a live test's end
 * burst asks nothing more, decision 0066), else fetched once. Without it the answers show alone.
 */
function usePaperQuestions(quizId: number) {
  const quiz = useQuery({
    queryKey: quizQueryKey(quizId),
    queryFn: () => apiGetTrusted<QuizDetail>(`/api/quiz/${quizId}`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return new Map((quiz.data?.questions ?? []).map((q) => [q.id, q]));
}

/**
 * A live attempt submitted before its window ends: the key and score are published at the end
 * (decision 0013), so this shows only the learner's own answers and when the rest comes; while the
 * scoring queue has not scored the sheet yet (decision 0056), it says so.
 */
export function WithheldResultView({ result, withheld }: { result: AttemptResult; withheld: Withheld }) {
  const t = useT(resultsMessages);
  const quizText = useQuizText();
  const examName = useExamName();
  const [language] = useQuestionLanguage();
  const answered = withheld.answers.filter((a) => a.response !== null).length;
  const questions = usePaperQuestions(result.quiz.id);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Badge>{examName(result.quiz.examType)}</Badge>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("withheldTitle", { title: quizText.title(result.quiz) })}
        </h1>
        <p className="text-sm text-slate-600">
          {t("withheldSubmitted", {
            when: formatDateTime(result.submittedAt),
            answered,
            total: withheld.answers.length,
          })}
        </p>
      </div>
      <Card tone="info" className="p-4" role="status">
        <p className="font-semibold">{t("keyPublishedAt", { when: formatDateTime(withheld.until) })}</p>
        <p className="mt-1 text-sm">{t("liveTestNote")}</p>
        {withheld.scoring ? (
          <p className="mt-1 text-sm" data-testid="being-scored">
            {t("beingScored", { when: formatDateTime(withheld.until) })}
          </p>
        ) : null}
      </Card>
      <ol className="space-y-3">
        {withheld.answers.map((answer, i) => {
          const question = questions.get(answer.id);
          return (
            <li key={answer.id}>
              <Card className="p-4">
                <p className="text-sm font-medium text-slate-500">{t("questionN", { n: i + 1 })}</p>
                {question ? (
                  <span lang={localised(question, language).lang} data-testid="withheld-question">
                    <MathHtml
                      html={localised(question, language).question}
                      className="mt-1 block whitespace-pre-line text-slate-900"
                    />
                  </span>
                ) : null}
                <p className="mt-2 text-sm text-slate-700">
                  {t("yourAnswerColon")}{" "}
                  <span className="font-semibold">{ownAnswer(answer, t("notAnswered"))}</span>
                </p>
              </Card>
            </li>
          );
        })}
      </ol>
      <Link to="/live-tests" className={buttonVariants({ variant: "outline" })}>
        {t("backToLiveTests")}
      </Link>
    </div>
  );
}
