import { z } from "zod";
import { isoDateTime } from "./common";
import { bodyObject, oneOf, requiredText } from "./fields";

/**
 * Institutes, their staff and batches (product.md section 16). An owner has everything of the
 * institute and its staff; a teacher its batches (and, later, its bank, papers and results).
 */
export const STAFF_ROLES = ["owner", "teacher"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How a learner came into a batch: by its code (or link), by an email a teacher typed, by a CSV of emails. */
export const MEMBER_SOURCES = ["code", "email", "csv"] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];

/** How a learner left: they left, or staff removed them. Their attempts stay either way. */
export const LEAVE_KINDS = ["left", "removed"] as const;

/** Join codes: 8 letters and digits without the look-alikes (0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 8;

/** At most this many emails in one add (typed or a CSV). */
export const MAX_EMAILS_PER_ADD = 500;

const MAX_ID = 2_147_483_647;
const pathId = () => z.coerce.number().int().positive().max(MAX_ID);

export const instituteParamsSchema = z.object({ instituteId: pathId() });
export const batchParamsSchema = z.object({ instituteId: pathId(), batchId: pathId() });
export const staffParamsSchema = z.object({ instituteId: pathId(), userId: pathId() });
export const memberParamsSchema = z.object({ instituteId: pathId(), batchId: pathId(), userId: pathId() });
export const ownBatchParamsSchema = z.object({ batchId: pathId() });

const email = () =>
  z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be an email address") })
    .trim()
    .toLowerCase()
    .max(254, "must be at most 254 characters")
    .email("must be a valid email address");

export const createInstituteBodySchema = bodyObject({
  name: requiredText(120),
  ownerEmail: email(),
});
export type CreateInstituteBody = z.input<typeof createInstituteBodySchema>;

export const inviteStaffBodySchema = bodyObject({
  email: email(),
  role: oneOf(STAFF_ROLES).default("teacher"),
});
export type InviteStaffBody = z.input<typeof inviteStaffBodySchema>;

export const batchNameBodySchema = bodyObject({ name: requiredText(120) });
export type BatchNameBody = z.input<typeof batchNameBodySchema>;

export const addMembersBodySchema = bodyObject({
  emails: z
    .array(email(), { error: (i) => (i.input === undefined ? "is required" : "must be a list of emails") })
    .min(1, "must name at least one email")
    .max(MAX_EMAILS_PER_ADD, `must name at most ${MAX_EMAILS_PER_ADD} emails`),
});
export type AddMembersBody = z.input<typeof addMembersBodySchema>;

export const addMembersCsvBodySchema = bodyObject({
  csv: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .min(1, "must not be empty")
    .max(200_000, "must be at most 200000 characters"),
});
export type AddMembersCsvBody = z.input<typeof addMembersCsvBodySchema>;

export const joinBatchBodySchema = bodyObject({
  code: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, "must be the batch's 8-character code"),
});
export type JoinBatchBody = z.input<typeof joinBatchBodySchema>;

export const instituteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  joinCode: z.string(),
  createdAt: isoDateTime,
});
export type Institute = z.infer<typeof instituteSchema>;

export const adminInstituteSchema = instituteSchema.extend({
  owners: z.array(z.string()),
  pendingOwners: z.array(z.string()),
  batches: z.number().int(),
});
export type AdminInstitute = z.infer<typeof adminInstituteSchema>;
export const adminInstitutesResponseSchema = z.array(adminInstituteSchema);

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  addedAt: isoDateTime,
});
export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedAt: isoDateTime,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** An institute as its staff see it: who they are there, the staff and the invitations not yet taken up. */
export const instituteDetailSchema = instituteSchema.extend({
  myRole: z.enum(STAFF_ROLES),
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type InstituteDetail = z.infer<typeof instituteDetailSchema>;

export const myInstitutesResponseSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), role: z.enum(STAFF_ROLES) }),
);
export type MyInstitutes = z.infer<typeof myInstitutesResponseSchema>;

export const batchSchema = z.object({
  id: z.number().int(),
  instituteId: z.number().int(),
  name: z.string(),
  joinCode: z.string(),
  members: z.number().int(),
  createdAt: isoDateTime,
});
export type Batch = z.infer<typeof batchSchema>;
export const batchesResponseSchema = z.array(batchSchema);

/** A member row; `userId` is null while the email has not signed in yet (the row is theirs at sign-in). */
export const batchMemberSchema = z.object({
  userId: z.number().int().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  addedBy: z.enum(MEMBER_SOURCES),
  joinedAt: isoDateTime,
});
export type BatchMember = z.infer<typeof batchMemberSchema>;

export const batchDetailSchema = batchSchema.extend({ memberList: z.array(batchMemberSchema) });
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** One bad line of a CSV of emails: the file's line number (1 is the first line) and what is wrong. */
export const csvProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type CsvProblem = z.infer<typeof csvProblemSchema>;

/** What an add did: emails added, and those already in the batch (nothing changes for them). */
export const addMembersResponseSchema = z.object({
  added: z.array(z.string()),
  alreadyMembers: z.array(z.string()),
});
export type AddMembersResponse = z.infer<typeof addMembersResponseSchema>;

/** A refused CSV: nothing was added; every bad line named. */
export const csvRefusedResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  problems: z.array(csvProblemSchema),
});

/** A batch as a learner in it sees it. */
export const myBatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instituteName: z.string(),
  joinedAt: isoDateTime,
});
export type MyBatch = z.infer<typeof myBatchSchema>;
export const myBatchesResponseSchema = z.array(myBatchSchema);
