import {
  type BankExportQuery,
  type BankImportBody,
  type BankImportResponse,
  bankExportResponseSchema,
  bankImportRefusedSchema,
  bankImportResponseSchema,
} from "@shared/contract/bank-exchange";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiGet } from "@/lib/api-client";
import { type BankScope, useBankScope } from "@/lib/bank-scope";
import { postReadingRefusal } from "./post-reading-refusal";
import { useRefreshBank } from "./use-admin-quizzes";

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

/** The admin's import is POST /api/admin/questions/import; an institute's, POST {bank}/import. */
const importUrl = (scope: BankScope) =>
  scope.instituteId === null ? `${scope.base}/questions/import` : `${scope.base}/import`;

/** POST the import: a refused import's body carries the bad items the preview shows. */
async function postImport(url: string, body: BankImportBody): Promise<BankImportResponse> {
  const { res, text, json } = await postReadingRefusal(url, body);
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
  const url = importUrl(useBankScope());
  return useMutation({ mutationFn: (body: BankImportRequest) => postImport(url, { ...body, dryRun: true }) });
}

export function useBankImport() {
  const url = importUrl(useBankScope());
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (body: BankImportRequest) => postImport(url, { ...body, dryRun: false }),
    onSuccess: refresh,
  });
}

function exportUrl(query: BankExportQuery): string {
  const params = new URLSearchParams({ format: query.format });
  if (query.exam) params.set("exam", query.exam);
  if (query.subject) params.set("subject", query.subject);
  return `/api/admin/questions/export?${params}`;
}

/** GET /api/admin/questions/export, then the file handed to the browser as a download (the site's bank only). */
export function useBankExport() {
  return useMutation({
    mutationFn: async (query: BankExportQuery) => {
      const file = await apiGet(exportUrl(query), bankExportResponseSchema);
      if (file.archive !== null) saveFile(archiveBlob(file.archive), file.fileName);
      else saveFile(new Blob([file.text], { type: "text/plain;charset=utf-8" }), file.fileName);
      return file;
    },
  });
}

/** The export's .zip (base64 in the answer) as a file to save. */
function archiveBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: "application/zip" });
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
