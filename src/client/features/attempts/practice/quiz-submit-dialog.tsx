import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { Actions, type Props } from "../hall/submit-confirm-dialog";
import { useAttempt, usePaper } from "../hall/use-attempt";
import { practiceMessages } from "./practice-messages";

/** Practice and daily quiz submit confirmation: what is answered and not, before the one submit. */
export function QuizSubmitDialog(props: Props) {
  const t = useT(practiceMessages);
  const { questions, isRetake } = usePaper();
  const total = questions.length;
  const answers = useAttempt((s) => s.sheet.answers);
  const answered = questions.filter((q) => answers[String(q.id)] !== undefined).length;
  const rows = [
    { key: "answered", label: t("answeredRow"), value: answered },
    { key: "not_answered", label: t("notAnsweredRow"), value: total - answered },
    { key: "total", label: t("questions"), value: total },
  ];
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t("submitQuizTitle")}
        description={t(isRetake ? "submitRetakeDescription" : "submitQuizDescription")}
      >
        <dl
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          data-testid="submit-summary"
        >
          {rows.map((row) => (
            <div
              key={row.key}
              data-status={row.key}
              className="flex items-center justify-between gap-4 px-3 py-2 text-sm"
            >
              <dt className="text-slate-700">{row.label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <Actions back={t("backToQuiz")} submit={t("submitQuiz")} {...props} />
      </DialogContent>
    </Dialog>
  );
}
