import {
  type CsvIssue,
  type UploadQuestionsBody,
  uploadErrorResponseSchema,
  uploadQuestionsResponseSchema,
} from "@shared/contract/admin";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { useBankScope } from "@/lib/bank-scope";
import { postReadingRefusal } from "./post-reading-refusal";
import { useRefreshBank } from "./use-admin-quizzes";

/** A refused upload, with the file's problems (line by line) when the server listed them. */
export class UploadRejected extends ApiError {
  constructor(
    status: number,
    message: string,
    field: string | undefined,
    readonly errors: CsvIssue[],
  ) {
    super(status, message, field);
  }
}

/** POST {bank}/upload-questions: a refused upload's body carries the row errors the preview shows. */
async function postUpload(base: string, body: UploadQuestionsBody) {
  const { res, text, json } = await postReadingRefusal(`${base}/upload-questions`, body);
  if (!res.ok) {
    const parsed = uploadErrorResponseSchema.safeParse(json);
    if (parsed.success) {
      throw new UploadRejected(res.status, parsed.data.message, parsed.data.field, parsed.data.errors ?? []);
    }
    throw new ApiError(res.status, text || res.statusText);
  }
  return uploadQuestionsResponseSchema.parse(json);
}

export function usePreviewUpload() {
  const { base } = useBankScope();
  return useMutation({
    mutationFn: (body: Omit<UploadQuestionsBody, "dryRun">) => postUpload(base, { ...body, dryRun: true }),
  });
}

export function useUploadQuestions() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (body: Omit<UploadQuestionsBody, "dryRun">) => postUpload(base, { ...body, dryRun: false }),
    onSuccess: refresh,
  });
}
