import { z } from "zod";

/**
 * A learner's own account: the download of everything Abhyas holds about them, and deleting the
 * account (product.md section 20, decision 0050).
 */

/** How long a prepared download stays valid. */
export const EXPORT_VALID_HOURS = 24;

// ---------------------------------------------------------------- GET / POST /api/account/export

export const EXPORT_STATUSES = ["none", "preparing", "ready"] as const;

export const accountExportSchema = z.object({
  /** none: nothing asked for (or expired); preparing: the job has not written it yet; ready: download it */
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  /** when the download stops working and the file is removed (readyAt + EXPORT_VALID_HOURS) */
  expiresAt: z.string().nullable(),
  /** the archive's size in bytes, once ready */
  bytes: z.number().int().nonnegative().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The name of the JSON file inside the archive (beside one CSV per table). */
export const EXPORT_JSON_FILE = "abhyas-data.json";

// ---------------------------------------------------------------- DELETE /api/account

export const deleteAccountBodySchema = z
  .object({
    /** the account's email, typed by the learner to confirm */
    email: z.string().trim().min(1).max(320),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** payment records kept after deletion, and why */
  paymentsKept: z.number().int().nonnegative(),
  paymentsReason: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** Why payment records outlive the account (stated in the answer and the privacy policy). */
export const PAYMENTS_KEPT_REASON =
  "Payment records are kept for 8 years, as India's accounting and tax law requires (Companies Act 2013 section 128, Income-tax Act 1961)";

export const EMAIL_MISMATCH = "email: type your account's email exactly to confirm";
export const NO_EXPORT_READY = "No download of your data is ready: ask for one first";
