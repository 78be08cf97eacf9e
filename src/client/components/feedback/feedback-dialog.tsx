import { FEEDBACK_MAX_CHARS, type FeedbackBody } from "@shared/contract/feedback";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { feedbackMessages } from "./feedback-messages";
import { useSubmitFeedback } from "./use-submit-feedback";

export const feedbackFieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40";

/**
 * A button that opens a feedback dialog. The form is mounted on each open (so it starts blank) and
 * gets `close` to call when it is done.
 */
export function FeedbackDialog({
  trigger,
  title,
  description,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A feedback form: the caller's own fields (children), then the message box and Cancel / submit.
 * `toBody` builds what is sent from the message, or answers null while one of the caller's fields
 * is missing; a blank message is always missing.
 */
export function FeedbackForm({
  children,
  textLabel,
  placeholder,
  submitLabel,
  thanks,
  toBody,
  onDone,
}: {
  children: ReactNode;
  textLabel: string;
  placeholder: string;
  submitLabel: string;
  /** the description of the 'Thank you!' toast */
  thanks: string;
  toBody: (feedback: string) => FeedbackBody | null;
  onDone: () => void;
}) {
  const t = useT(feedbackMessages);
  const submit = useSubmitFeedback();
  const [text, setText] = useState("");
  const textId = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim() ? toBody(text) : null;
    if (!body) {
      toast({
        title: translate(feedbackMessages, "missingInfo"),
        description: translate(feedbackMessages, "fillAllFields"),
        variant: "destructive",
      });
      return;
    }
    submit.mutate(body, {
      onSuccess: () => {
        toast({ title: translate(feedbackMessages, "thankYou"), description: thanks, variant: "success" });
        onDone();
      },
      onError: () =>
        toast({
          title: translate(feedbackMessages, "error"),
          description: translate(feedbackMessages, "submitFailed"),
          variant: "destructive",
        }),
    });
  };

  return (
    <form onSubmit={send} noValidate className="grid gap-4">
      {children}
      <div className="grid gap-1">
        <label htmlFor={textId} className="text-sm font-medium text-slate-800">
          {textLabel}
        </label>
        <textarea
          id={textId}
          className={feedbackFieldClass}
          rows={4}
          maxLength={FEEDBACK_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
        />
      </div>
      <FormActions
        onCancel={onDone}
        isPending={submit.isPending}
        pendingLabel={t("sending")}
        submitLabel={submitLabel}
      />
    </form>
  );
}
