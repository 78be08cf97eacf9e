import { STIMULUS_KINDS, type StimulusKind } from "@shared/contract/common";
import {
  createStimulusBodySchema,
  IMAGE_ALT_MAX,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  STIMULUS_TITLE_MAX,
  type UploadedImage,
} from "@shared/contract/stimuli";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { serverFieldErrors, toastError, useFormErrors } from "./form-errors";
import { Field, SelectField, TextAreaField, TextField } from "./form-field";
import { Panel } from "./panel";
import { ExamOptions } from "./select-options";
import { adminStimuliMessages, KIND_KEYS, SAVED_KEYS } from "./stimuli-messages";
import { useCreateStimulus, useUploadImage } from "./use-admin-stimuli";

const BODY_HINTS = {
  passage: "hintPassage",
  table: "hintTable",
  figure: "hintFigure",
} as const satisfies Record<StimulusKind, string>;

type Draft = {
  examType: string;
  kind: StimulusKind;
  title: string;
  body: string;
  titleHi: string;
  bodyHi: string;
  imageAlt: string;
};

const blankDraft = (examType = "", kind: StimulusKind = "passage"): Draft => ({
  examType,
  kind,
  title: "",
  body: "",
  titleHi: "",
  bodyHi: "",
  imageAlt: "",
});

/**
 * A new shared passage, table or figure: a passage or table is typed in; a figure is uploaded first
 * (the server shrinks it for phones) and needs words saying what it shows.
 */
export function StimulusForm() {
  const t = useT(adminStimuliMessages);
  const create = useCreateStimulus();
  const upload = useUploadImage();
  const [draft, setDraft] = useState<Draft>(() => blankDraft());
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { errors, check, showServerError } = useFormErrors();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const isFigure = draft.kind === "figure";

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImage(null);
    setUploadError(undefined);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setUploadError(t("imageTooLarge", { megabytes: IMAGE_MAX_BYTES / (1024 * 1024) }));
      return;
    }
    upload.mutate(file, {
      onSuccess: setImage,
      onError: (error) => {
        setUploadError(serverFieldErrors(error).image ?? t("imageNotUploaded"));
        toastError(error);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(createStimulusBodySchema, {
      examType: draft.examType || undefined,
      kind: draft.kind,
      title: draft.title,
      body: draft.body,
      ...(draft.titleHi.trim() ? { titleHi: draft.titleHi } : {}),
      ...(draft.bodyHi.trim() ? { bodyHi: draft.bodyHi } : {}),
      ...(isFigure ? { imageId: image?.id ?? null, imageAlt: draft.imageAlt } : {}),
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t(SAVED_KEYS[draft.kind]), variant: "success" });
        setDraft(blankDraft(draft.examType, draft.kind));
        setImage(null);
        setFileKey((k) => k + 1);
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title={t("formTitle")} id="create-stimulus">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="stimulus-exam"
            label={t("exam")}
            error={errors.examType}
            value={draft.examType}
            onChange={(e) => set("examType", e.target.value)}
          >
            <option value="">{t("chooseExam")}</option>
            <ExamOptions />
          </SelectField>
          <SelectField
            id="stimulus-kind"
            label={t("kindLabel")}
            error={errors.kind}
            value={draft.kind}
            onChange={(e) => set("kind", e.target.value as StimulusKind)}
          >
            {STIMULUS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_KEYS[kind])}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          id="stimulus-title"
          label={t("title")}
          error={errors.title}
          value={draft.title}
          onChange={(e) => set("title", e.target.value)}
          maxLength={STIMULUS_TITLE_MAX}
        />
        {isFigure ? (
          <>
            <Field
              id="stimulus-image"
              label={t("image")}
              error={uploadError ?? errors.imageId}
              hint={
                upload.isPending
                  ? t("uploading")
                  : image
                    ? t("uploaded", { width: image.width, height: image.height })
                    : t("resized")
              }
            >
              {(control) => (
                <input
                  key={fileKey}
                  {...control}
                  type="file"
                  accept={IMAGE_UPLOAD_TYPES.join(",")}
                  onChange={chooseFile}
                  className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
                />
              )}
            </Field>
            {image ? (
              <img
                src={image.url}
                alt={draft.imageAlt || t("uploadedFigure")}
                width={image.width}
                height={image.height}
                className="h-auto max-h-48 w-auto max-w-full rounded-md border border-slate-200"
                data-testid="uploaded-figure"
              />
            ) : null}
            <TextField
              id="stimulus-alt"
              label={t("alt")}
              error={errors.imageAlt}
              hint={t("altHint")}
              value={draft.imageAlt}
              onChange={(e) => set("imageAlt", e.target.value)}
              maxLength={IMAGE_ALT_MAX}
            />
          </>
        ) : null}
        <TextAreaField
          id="stimulus-body"
          label={isFigure ? t("caption") : t(KIND_KEYS[draft.kind])}
          error={errors.body}
          hint={t(BODY_HINTS[draft.kind])}
          rows={isFigure ? 2 : 8}
          value={draft.body}
          onChange={(e) => set("body", e.target.value)}
          controlClassName={draft.kind === "table" ? "font-mono" : undefined}
        />
        <details
          className="rounded-lg border border-slate-200 p-3"
          open={Boolean(draft.titleHi || draft.bodyHi || errors.titleHi || errors.bodyHi)}
        >
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">
            {t("hindiVersion")}
          </summary>
          <div className="mt-3 grid gap-4" lang="hi">
            <TextField
              id="stimulus-title-hi"
              label={t("titleHi")}
              error={errors.titleHi}
              value={draft.titleHi}
              onChange={(e) => set("titleHi", e.target.value)}
              maxLength={STIMULUS_TITLE_MAX}
            />
            <TextAreaField
              id="stimulus-body-hi"
              label={isFigure ? t("captionHi") : t("textHi")}
              error={errors.bodyHi}
              rows={isFigure ? 2 : 6}
              value={draft.bodyHi}
              onChange={(e) => set("bodyHi", e.target.value)}
              controlClassName={draft.kind === "table" ? "font-mono" : undefined}
            />
          </div>
        </details>
        <SubmitButton
          isPending={create.isPending || upload.isPending}
          pendingLabel={upload.isPending ? t("uploading") : t("saving")}
        >
          {t("save", { kind: draft.kind })}
        </SubmitButton>
      </form>
    </Panel>
  );
}
