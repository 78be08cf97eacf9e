import {
  type CsvIssue,
  type UploadQuestionsBody,
  uploadErrorResponseSchema,
  uploadQuestionsResponseSchema,
} from "@shared/contract/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { postReadingRefusal } from "./post-reading-refusal";
import { refreshAdminData } from "./use-admin-quizzes";

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

/** POST /api/admin/upload-questions: a refused upload's body carries the row errors the preview shows. */
async function postUpload(body: UploadQuestionsBody) {
  const { res, text, json } = await postReadingRefusal("/api/admin/upload-questions", body);
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
  return useMutation({
    mutationFn: (body: Omit<UploadQuestionsBody, "dryRun">) => postUpload({ ...body, dryRun: true }),
  });
}

export function useUploadQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UploadQuestionsBody, "dryRun">) => postUpload({ ...body, dryRun: false }),
    onSuccess: () => refreshAdminData(queryClient),
  });
}
