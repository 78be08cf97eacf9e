import type { FastifyReply, FastifyRequest } from "fastify";
import type { DbOrTx } from "~/server/db/client";
import { requireUser } from "~/server/http/auth-guard";
import type { AuthUser } from "~/shared/contract/auth";
import { errorResponseSchema } from "~/shared/contract/common";
import { type InstituteScope, inInstitute, type StaffNeed } from "./tenancy";

/** The error answers every institute staff route may give (validation, sign-in, role, scope, state). */
export const staffErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The signed-in caller and the institute named in the path, opened for them (decision 0048): the one
 * way an institute staff route starts, whichever feature registers it.
 */
export async function staffScope(
  db: DbOrTx,
  request: FastifyRequest,
  instituteId: number,
  need: StaffNeed = "staff",
): Promise<InstituteScope & { caller: AuthUser }> {
  const caller = await requireUser(request);
  return { ...(await inInstitute(db, caller, instituteId, need)), caller };
}

/** A file download's answer: its type, its name, never cached (a list of people's marks). */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; fileName: string },
) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
}
