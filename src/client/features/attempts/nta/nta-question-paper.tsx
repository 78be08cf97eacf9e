import type { QuizQuestion } from "@shared/contract/quizzes";
import { MathHtml } from "@/components/math-html";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { type Language, localised } from "@/lib/question-language";
import { hallMessages } from "../hall/hall-messages";
import { OPTION_LETTERS } from "../hall/question-view";

const TYPE_NOTES = { single: null, multiple: "typeMultiple", numerical: "typeNumerical" } as const;

/** NTA's "Question Paper": every question of the paper, by subject, to read (answers are given in the hall). */
export function NtaQuestionPaper({
  open,
  onOpenChange,
  questions,
  sections,
  language,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questions: QuizQuestion[];
  sections: { name: string; questionIds: number[] }[] | null;
  language: Language;
}) {
  const t = useT(hallMessages);
  const contentName = useContentName();
  const groups = sections?.map((s) => ({ ...s, name: contentName(s.name) })) ?? [
    { name: t("allQuestions"), questionIds: questions.map((q) => q.id) },
  ];
  const byId = new Map(questions.map((q, i) => [q.id, { question: q, number: i + 1 }]));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("questionPaper")} size="3xl">
        <div className="space-y-6" data-testid="question-paper">
          {groups.map((group) => (
            <section key={group.name} aria-label={group.name}>
              <h3 className="border-b border-slate-200 pb-1 text-sm font-semibold uppercase tracking-wide text-blue-900">
                {group.name}
              </h3>
              <ol className="mt-3 space-y-4">
                {group.questionIds.map((id) => {
                  const entry = byId.get(id);
                  if (!entry) return null;
                  const text = localised(entry.question, language);
                  const note = TYPE_NOTES[entry.question.type ?? "single"];
                  return (
                    <li
                      key={id}
                      lang={text.lang}
                      className="text-sm text-slate-900"
                      data-testid="paper-question"
                    >
                      <p className="font-semibold">{t("questionNColon", { n: entry.number })}</p>
                      <MathHtml html={text.question} className="mt-1 block whitespace-pre-line" />
                      {note ? <p className="mt-1 text-xs text-slate-700">{t(note)}</p> : null}
                      {entry.question.type !== "numerical" ? (
                        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                          {text.options.map((option, i) => {
                            const key = `paper-${id}-option-${i}`;
                            return (
                              <li key={key}>
                                <span className="mr-1 font-semibold">({OPTION_LETTERS[i] ?? i + 1})</span>
                                <MathHtml html={option} />
                              </li>
                            );
                          })}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
