import { submitAttemptBodySchema } from "@shared/contract/attempts";
import { z } from "zod";

/** A submission queued on the device while offline (offline-store.ts), as the app writes it. */
export const queuedSubmissionSchema = z.object({
  quizId: z.number().int(),
  attemptId: z.number().int(),
  body: submitAttemptBodySchema,
  queuedAt: z.string(),
  failedTries: z.number().int().min(0),
});
