import { type InstituteAuditRole, instituteAuditResponseSchema } from "@shared/contract/institute-audit";
import {
  type AddMembersBody,
  addMembersResponseSchema,
  batchDetailSchema,
  batchesResponseSchema,
  batchSchema,
  type CsvProblem,
  csvRefusedResponseSchema,
  type InviteStaffBody,
  instituteDetailSchema,
  myBatchesResponseSchema,
  myBatchSchema,
  myInstitutesResponseSchema,
  staffInvitationSchema,
} from "@shared/contract/institutes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";

const okSchema = z.object({ ok: z.literal(true) });
const myBatchesKey = ["/api/user/batches"] as const;
const myInstitutesKey = ["/api/institutes/mine"] as const;
const instituteKey = (id: number) => ["/api/institutes", id] as const;

export function useMyBatches() {
  return useQuery({
    queryKey: myBatchesKey,
    queryFn: () => apiGet("/api/user/batches", myBatchesResponseSchema),
  });
}

export function useMyInstitutes() {
  return useQuery({
    queryKey: myInstitutesKey,
    queryFn: () => apiGet("/api/institutes/mine", myInstitutesResponseSchema),
  });
}

export function useJoinBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiSend("POST", "/api/batches/join", { code }, myBatchSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBatchesKey }),
  });
}

export function useLeaveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) =>
      apiSend("POST", `/api/user/batches/${batchId}/leave`, undefined, okSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBatchesKey }),
  });
}

export function useInstitute(id: number) {
  return useQuery({
    queryKey: instituteKey(id),
    queryFn: () => apiGet(`/api/institutes/${id}`, instituteDetailSchema),
  });
}

export function useBatches(instituteId: number) {
  return useQuery({
    queryKey: [...instituteKey(instituteId), "batches"],
    queryFn: () => apiGet(`/api/institutes/${instituteId}/batches`, batchesResponseSchema),
  });
}

export function useBatch(instituteId: number, batchId: number) {
  return useQuery({
    queryKey: [...instituteKey(instituteId), "batches", batchId],
    queryFn: () => apiGet(`/api/institutes/${instituteId}/batches/${batchId}`, batchDetailSchema),
  });
}

/** Every write of an institute refreshes what its pages show of it. */
function useInstituteWrite<V, R>(instituteId: number, write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instituteKey(instituteId) }),
  });
}

export const useInviteStaff = (instituteId: number) =>
  useInstituteWrite(instituteId, (body: InviteStaffBody) =>
    apiSend("POST", `/api/institutes/${instituteId}/invitations`, body, staffInvitationSchema),
  );

export const useCreateBatch = (instituteId: number) =>
  useInstituteWrite(instituteId, (name: string) =>
    apiSend("POST", `/api/institutes/${instituteId}/batches`, { name }, batchSchema),
  );

export const useRenameBatch = (instituteId: number, batchId: number) =>
  useInstituteWrite(instituteId, (name: string) =>
    apiSend("PATCH", `/api/institutes/${instituteId}/batches/${batchId}`, { name }, batchSchema),
  );

export const useRemoveStaff = (instituteId: number) =>
  useInstituteWrite(instituteId, (userId: number) =>
    apiSend("DELETE", `/api/institutes/${instituteId}/staff/${userId}`, undefined, okSchema),
  );

export const useAddMembers = (instituteId: number, batchId: number) =>
  useInstituteWrite(instituteId, (body: AddMembersBody) =>
    apiSend(
      "POST",
      `/api/institutes/${instituteId}/batches/${batchId}/members`,
      body,
      addMembersResponseSchema,
    ),
  );

export const useRemoveMember = (instituteId: number, batchId: number) =>
  useInstituteWrite(instituteId, (userId: number) =>
    apiSend(
      "DELETE",
      `/api/institutes/${instituteId}/batches/${batchId}/members/${userId}`,
      undefined,
      okSchema,
    ),
  );

/** A refused CSV: the server's message and every bad line. */
export class CsvRefusedError extends ApiError {
  constructor(
    message: string,
    readonly problems: CsvProblem[],
  ) {
    super(400, message, "csv");
  }
}

export const useAddMembersCsv = (instituteId: number, batchId: number) =>
  useInstituteWrite(instituteId, async (csv: string) => {
    const res = await fetch(`/api/institutes/${instituteId}/batches/${batchId}/members/csv`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ csv }),
      credentials: "include",
    });
    const body: unknown = await res.json().catch(() => ({}));
    if (res.ok) return addMembersResponseSchema.parse(body);
    const refused = csvRefusedResponseSchema.safeParse(body);
    if (refused.success) throw new CsvRefusedError(refused.data.message, refused.data.problems);
    const message = (body as { message?: unknown }).message;
    throw new ApiError(res.status, typeof message === "string" ? message : res.statusText);
  });

export type AuditFilters = {
  actor?: number;
  role?: InstituteAuditRole;
  from?: string;
  to?: string;
  page: number;
};

/** The institute's staff activity (owners only), a filtered page at a time. */
export function useInstituteAuditLog(instituteId: number, filters: AuditFilters) {
  const search = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  );
  return useQuery({
    queryKey: [...instituteKey(instituteId), "audit-log", filters],
    queryFn: () => apiGet(`/api/institutes/${instituteId}/audit-log?${search}`, instituteAuditResponseSchema),
    placeholderData: (previous) => previous,
  });
}
