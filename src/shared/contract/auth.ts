import { z } from "zod";
import { displayText } from "./fields";
import { languageSchema } from "./preferences";

export const ROLES = ["learner", "admin"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema,
  /** an active entitlement at the time of the request (isEntitlementActive in src/domain/plans.ts) */
  isPremium: z.boolean(),
  /** the interface language the user chose; null until they choose (the browser's language decides) */
  language: languageSchema.nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const DEMO_ROLES = ["learner", "premium", "admin"] as const;

export const demoSignInBodySchema = z.object({
  email: z.string().trim().toLowerCase().email("must be a valid email address").max(254),
  firstName: displayText(z.string().trim().min(1).max(60)).optional(),
  lastName: displayText(z.string().trim().min(1).max(60)).optional(),
  role: z.enum(DEMO_ROLES).default("learner"),
});
export type DemoSignInBody = z.input<typeof demoSignInBodySchema>;

export const demoAccountsResponseSchema = z.object({
  accounts: z.array(
    z.object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(DEMO_ROLES),
      description: z.string(),
    }),
  ),
});
