import {
  type BankExportQuery,
  type BankImportBody,
  type BankImportResponse,
  bankExportResponseSchema,
  bankImportRefusedSchema,
  bankImportResponseSchema,
} from "@shared/contract/bank-exchange";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet } from "@/lib/api-client";
import { postReadingRefusal } from "./post-reading-refusal";
import { refreshAdminData } from "./use-admin-quizzes";

/** A refused import: the server's message and the same lists as its preview (every bad item, named). */
export class BankImportRefused extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly result: BankImportResponse,
  ) {
    super(status, message, "text");
  }
}

/** POST /api/admin/questions/import: a refused import's body carries the bad items the preview shows. */
async function postImport(body: BankImportBody): Promise<BankImportResponse> {
  const { res, text, json } = await postReadingRefusal("/api/admin/questions/import", body);
  if (!res.ok) {
    const refused = bankImportRefusedSchema.safeParse(json);
    if (refused.success) {
      const { message, ...result } = refused.data;
      throw new BankImportRefused(res.status, message, result);
    }
    const error = json as { message?: unknown; field?: unknown } | null;
    throw new ApiError(
      res.status,
      typeof error?.message === "string" ? error.message : text || res.statusText,
      typeof error?.field === "string" ? error.field : undefined,
    );
  }
  return bankImportResponseSchema.parse(json);
}

export type BankImportRequest = Omit<BankImportBody, "dryRun">;

export function usePreviewBankImport() {
  return useMutation({ mutationFn: (body: BankImportRequest) => postImport({ ...body, dryRun: true }) });
}

export function useBankImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankImportRequest) => postImport({ ...body, dryRun: false }),
    onSuccess: () => refreshAdminData(queryClient),
  });
}

function exportUrl(query: BankExportQuery): string {
  const params = new URLSearchParams({ format: query.format });
  if (query.exam) params.set("exam", query.exam);
  if (query.subject) params.set("subject", query.subject);
  return `/api/admin/questions/export?${params}`;
}

/** GET /api/admin/questions/export, then the file handed to the browser as a download. */
export function useBankExport() {
  return useMutation({
    mutationFn: async (query: BankExportQuery) => {
      const file = await apiGet(exportUrl(query), bankExportResponseSchema);
      saveText(file.text, file.fileName);
      return file;
    },
  });
}

function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
