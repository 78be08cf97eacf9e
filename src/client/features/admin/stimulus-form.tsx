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
import { serverFieldErrors, toastError, useFormErrors } from "./form-errors";
import { Field, SelectField, TextAreaField, TextField } from "./form-field";
import { Panel } from "./panel";
import { ExamOptions } from "./select-options";
import { KIND_LABELS } from "./stimulus-labels";
import { useCreateStimulus, useUploadImage } from "./use-admin-stimuli";

const BODY_HINTS: Record<StimulusKind, string> = {
  passage: "Blank lines separate paragraphs. Math may use $...$ (KaTeX).",
  table: "One row per line, cells between pipes, the header row first: | Year | Sales |",
  figure: "Optional: a caption shown under the image.",
};

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
      setUploadError(
        `is larger than ${IMAGE_MAX_BYTES / (1024 * 1024)} MB: save it smaller and upload again`,
      );
      return;
    }
    upload.mutate(file, {
      onSuccess: setImage,
      onError: (error) => {
        setUploadError(serverFieldErrors(error).image ?? "could not be uploaded");
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
        toast({ title: `${KIND_LABELS[draft.kind]} saved`, variant: "success" });
        setDraft(blankDraft(draft.examType, draft.kind));
        setImage(null);
        setFileKey((k) => k + 1);
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title="New passage, table or figure" id="create-stimulus">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="stimulus-exam"
            label="Exam"
            error={errors.examType}
            value={draft.examType}
            onChange={(e) => set("examType", e.target.value)}
          >
            <option value="">Choose an exam</option>
            <ExamOptions />
          </SelectField>
          <SelectField
            id="stimulus-kind"
            label="Kind"
            error={errors.kind}
            value={draft.kind}
            onChange={(e) => set("kind", e.target.value as StimulusKind)}
          >
            {STIMULUS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          id="stimulus-title"
          label="Title (optional)"
          error={errors.title}
          value={draft.title}
          onChange={(e) => set("title", e.target.value)}
          maxLength={STIMULUS_TITLE_MAX}
        />
        {isFigure ? (
          <>
            <Field
              id="stimulus-image"
              label="Image (PNG, JPEG or WebP, at most 5 MB)"
              error={uploadError ?? errors.imageId}
              hint={
                upload.isPending
                  ? "Uploading..."
                  : image
                    ? `Uploaded: ${image.width} x ${image.height} px, stored as WebP.`
                    : "It is resized to at most 1200 px wide for phones."
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
                alt={draft.imageAlt || "The uploaded figure"}
                width={image.width}
                height={image.height}
                className="h-auto max-h-48 w-auto max-w-full rounded-md border border-slate-200"
                data-testid="uploaded-figure"
              />
            ) : null}
            <TextField
              id="stimulus-alt"
              label="Alt text: what the figure shows"
              error={errors.imageAlt}
              hint="Read aloud by screen readers and shown when the image cannot load."
              value={draft.imageAlt}
              onChange={(e) => set("imageAlt", e.target.value)}
              maxLength={IMAGE_ALT_MAX}
            />
          </>
        ) : null}
        <TextAreaField
          id="stimulus-body"
          label={isFigure ? "Caption (optional)" : draft.kind === "table" ? "Table" : "Passage"}
          error={errors.body}
          hint={BODY_HINTS[draft.kind]}
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
            Hindi version (optional)
          </summary>
          <div className="mt-3 grid gap-4" lang="hi">
            <TextField
              id="stimulus-title-hi"
              label="Title in Hindi"
              error={errors.titleHi}
              value={draft.titleHi}
              onChange={(e) => set("titleHi", e.target.value)}
              maxLength={STIMULUS_TITLE_MAX}
            />
            <TextAreaField
              id="stimulus-body-hi"
              label={isFigure ? "Caption in Hindi" : "Text in Hindi"}
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
          pendingLabel={upload.isPending ? "Uploading..." : "Saving..."}
        >
          Save {KIND_LABELS[draft.kind].toLowerCase()}
        </SubmitButton>
      </form>
    </Panel>
  );
}
