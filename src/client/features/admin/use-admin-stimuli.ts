import { deletedResponseSchema } from "@shared/contract/admin";
import {
  adminStimuliResponseSchema,
  adminStimulusSchema,
  type CreateStimulusBody,
  uploadedImageSchema,
} from "@shared/contract/stimuli";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";
import { useBankScope } from "@/lib/bank-scope";

/** The passages, tables and figures of the bank at `base` (the admin's "/api/admin" unless an institute's). */
const stimuliQueryKey = (base: string) => [`${base}/stimuli`] as const;

/** Every passage, table and figure of the bank the component is in, by exam. */
export function useAdminStimuli() {
  const { base } = useBankScope();
  return useQuery({
    queryKey: stimuliQueryKey(base),
    queryFn: () => apiGet(`${base}/stimuli`, adminStimuliResponseSchema),
  });
}

export function useCreateStimulus() {
  const queryClient = useQueryClient();
  const { base } = useBankScope();
  return useMutation({
    mutationFn: (body: CreateStimulusBody) => apiSend("POST", `${base}/stimuli`, body, adminStimulusSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stimuliQueryKey(base) }),
  });
}

export function useDeleteStimulus() {
  const queryClient = useQueryClient();
  const { base } = useBankScope();
  return useMutation({
    mutationFn: (id: number) => apiSend("DELETE", `${base}/stimuli/${id}`, undefined, deletedResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stimuliQueryKey(base) }),
  });
}

/**
 * POST {base}/images with the file itself as the body (its own type: PNG, JPEG or WebP). The
 * server decodes it, resizes it for phones and answers where it is served.
 */
async function uploadImage(base: string, file: File) {
  const res = await fetch(`${base}/images`, {
    method: "POST",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
    credentials: "include",
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text || res.statusText;
    let field: string | undefined;
    try {
      const body = JSON.parse(text) as { message?: unknown; field?: unknown };
      if (typeof body.message === "string") message = body.message;
      if (typeof body.field === "string") field = body.field;
    } catch {
      // not JSON (a proxy's error page): keep the raw text
    }
    throw new ApiError(res.status, message, field);
  }
  return uploadedImageSchema.parse(JSON.parse(text));
}

export function useUploadImage() {
  const { base } = useBankScope();
  return useMutation({ mutationFn: (file: File) => uploadImage(base, file) });
}
