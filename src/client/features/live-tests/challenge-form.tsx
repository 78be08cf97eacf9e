import type { LiveResults } from "@shared/contract/live-tests";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { formatNumber } from "@/lib/indian-formats";
import { liveTestsMessages } from "./live-tests-messages";
import { formatIst } from "./live-time";
import { useRaiseChallenge } from "./use-live-tests";

/** Challenge one question of the provisional key with a reason, while the window is open. */
export function ChallengeForm({ results }: { results: LiveResults }) {
  const t = useT(liveTestsMessages);
  const questionIds = results.you?.questionIds ?? [];
  const [questionId, setQuestionId] = useState(questionIds[0] ?? 0);
  const [reason, setReason] = useState("");
  const challenge = useRaiseChallenge(results.liveTestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    challenge.mutate({ questionId, reason }, { onSuccess: () => setReason("") });
  };
  const error =
    challenge.error instanceof ApiError
      ? challenge.error.serverMessage
      : challenge.error
        ? t("challengeError")
        : null;

  return (
    <section
      aria-labelledby="challenge-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="challenge-title" className="text-lg font-semibold text-slate-900">
        {t("challengeTitle")}
      </h2>
      {results.status === "provisional" ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t("challengeOpen", { when: formatIst(results.challengeClosesAt) })}
          </p>
          <form onSubmit={submit} className="mt-3 grid gap-3">
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              {t("question")}
              <select
                className="h-10 rounded-lg border border-slate-300 bg-white px-3"
                value={questionId}
                onChange={(e) => setQuestionId(Number(e.target.value))}
              >
                {questionIds.map((id, i) => (
                  <option key={id} value={id}>
                    {t("questionNumber", { number: formatNumber(i + 1) })}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              {t("reason")}
              <textarea
                className="min-h-24 rounded-lg border border-slate-300 p-3"
                value={reason}
                maxLength={1000}
                onChange={(e) => setReason(e.target.value)}
                placeholder={t("reasonPlaceholder")}
              />
            </label>
            {error ? (
              <p role="alert" className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={challenge.isPending || reason.trim().length < 10}>
                {t("sendChallenge")}
              </Button>
            </div>
          </form>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {t("challengeClosed", { when: formatIst(results.challengeClosesAt) })}
        </p>
      )}
      {results.yourChallenges.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm" aria-label={t("yourChallenges")}>
          {results.yourChallenges.map((c) => (
            <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-slate-800">
              <span className="font-semibold">
                {t("challengeItem", { number: formatNumber(c.questionNumber) })}
              </span>{" "}
              {c.reason}
              {c.reply ? (
                <p className="mt-2 border-l-2 border-blue-700 pl-2" data-testid="challenge-reply">
                  <span className="font-semibold">{t("challengeReply")}</span> {c.reply}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
