import { type AdminLiveTestChallenge, challengeReplyBodySchema } from "@shared/contract/live-tests";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatDateTime as formatWhen } from "@/lib/indian-formats";
import { CorrectKeyDialog } from "./correct-key-dialog";
import { useFormErrors } from "./form-errors";
import { TextAreaField } from "./form-field";
import { adminLiveTestsMessages } from "./live-tests-messages";
import { useLiveTestChallenges, useReplyToChallenge } from "./use-admin-live-tests";

/** A live test's challenges, each with the admin's reply (sent to the candidate as a notice) and Correct key. */
export function LiveChallenges({ id }: { id: number }) {
  const t = useT(adminLiveTestsMessages);
  const challenges = useLiveTestChallenges(id);
  if (!challenges.data) return <p className="text-sm text-slate-700">{t("loadingChallenges")}</p>;
  return (
    <ul className="grid gap-3" data-testid="live-challenges">
      {challenges.data.challenges.map((c) => (
        <ChallengeItem key={c.id} liveTestId={id} challenge={c} />
      ))}
    </ul>
  );
}

function ChallengeItem({
  liveTestId,
  challenge: c,
}: {
  liveTestId: number;
  challenge: AdminLiveTestChallenge;
}) {
  const t = useT(adminLiveTestsMessages);
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(c.reply ?? "");
  const [correcting, setCorrecting] = useState(false);
  const send = useReplyToChallenge(liveTestId);
  const { errors, check, showServerError } = useFormErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(challengeReplyBodySchema, { reply });
    if (body)
      send.mutate(
        { challengeId: c.id, ...body },
        {
          onSuccess: () => toast({ title: t("replySent"), variant: "success" }),
          onError: showServerError,
        },
      );
  };
  const closeCorrection = (open: boolean) => {
    setCorrecting(open);
    // the challenge shows the question's key as it now stands
    if (!open)
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/live-tests", liveTestId, "challenges"] });
  };
  return (
    <li className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="live-challenge">
      <p className="font-semibold">
        {t("challengeQuestion", { number: c.questionNumber, text: c.questionText.slice(0, 120) })}
      </p>
      <p>{c.reason}</p>
      <p className="text-xs text-slate-600">
        {t("challengeBy", { name: c.learnerName, email: c.learnerEmail, when: formatWhen(c.createdAt) })}
      </p>
      {c.reply && c.repliedAt ? (
        <p className="border-l-2 border-blue-700 pl-2" data-testid="challenge-reply">
          <span className="font-semibold">{t("yourReply", { when: formatWhen(c.repliedAt) })}</span> {c.reply}
        </p>
      ) : null}
      <form onSubmit={submit} className="grid gap-2">
        <TextAreaField
          id={`challenge-reply-${c.id}`}
          label={t("replyLabel")}
          value={reply}
          maxLength={2000}
          small
          placeholder={t("replyPlaceholder")}
          onChange={(e) => setReply(e.target.value)}
          error={errors.reply}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={send.isPending}>
            {t(c.reply ? "updateReply" : "sendReply")}
          </Button>
          {c.question ? (
            <Button type="button" size="sm" variant="outline" onClick={() => setCorrecting(true)}>
              {t("correctKey")}
            </Button>
          ) : null}
        </div>
      </form>
      {c.question && correcting ? (
        <CorrectKeyDialog question={c.question} open={correcting} onOpenChange={closeCorrection} />
      ) : null}
    </li>
  );
}
