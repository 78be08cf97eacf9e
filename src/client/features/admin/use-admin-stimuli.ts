import { deletedResponseSchema } from "@shared/contract/admin";
import {
  adminStimuliResponseSchema,
  adminStimulusSchema,
  type CreateStimulusBody,
  uploadedImageSchema,
} from "@shared/contract/stimuli";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";

export const adminStimuliQueryKey = ["/api/admin/stimuli"] as const;

/** Every shared passage, table and figure, by exam. */
export function useAdminStimuli() {
  return useQuery({
    queryKey: adminStimuliQueryKey,
    queryFn: () => apiGet("/api/admin/stimuli", adminStimuliResponseSchema),
  });
}

export function useCreateStimulus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStimulusBody) =>
      apiSend("POST", "/api/admin/stimuli", body, adminStimulusSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStimuliQueryKey }),
  });
}

export function useDeleteStimulus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("DELETE", `/api/admin/stimuli/${id}`, undefined, deletedResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStimuliQueryKey }),
  });
}

/**
 * POST /api/admin/images with the file itself as the body (its own type: PNG, JPEG or WebP). The
 * server decodes it, resizes it for phones and answers where it is served.
 */
async function uploadImage(file: File) {
  const res = await fetch("/api/admin/images", {
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
  return useMutation({ mutationFn: uploadImage });
}
