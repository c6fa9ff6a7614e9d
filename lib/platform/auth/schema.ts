// Input schemas of the session and user endpoints, shared by forms and routes, and what the
// sign-in and the permissions endpoints answer.
import { z } from "zod";
import { pageSchema } from "@/lib/platform/api/response";
import type { OrganizationSummary } from "./types";

export const signInSchema = z.object({
  username: z.string().trim().min(1, "Enter your e-mail address").max(320),
  password: z.string().min(1, "Enter your password").max(1000),
});

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address").max(320),
});

export const newPasswordSchema = z.object({
  token: z.string().min(1, "The link is incomplete").max(200),
  password: z.string().min(1, "Choose a password").max(1000),
});

/** The sign-in's answer: the organizations the person reaches, as the shell shows them. */
/** The organizations the person reaches, the first being where they start. */
const signedInSchema = pageSchema(
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    type: z.enum(["holding", "subsidiary", "department"]),
    featureAccess: z.enum(["FULL", "LIMITED"]),
  }) satisfies z.ZodType<OrganizationSummary>,
);

/**
 * A right password answers the organizations (200), or, for a person with two-factor sign-in, 202
 * and the step that comes next (POST /api/v1/authentications/second-factor): the code, or, for a
 * person who must have a second factor and has none, setting up the app first.
 */
export const signInAnswerSchema = z.union([
  signedInSchema,
  z
    .object({ secondFactor: z.enum(["code", "enrol"]) })
    .meta({ description: "202: the code from the app comes next, or setting up the app (enrol)" }),
]);

/** The second step answers like a sign-in; after setting up the app, with the recovery codes to save. */
export const secondStepAnswerSchema = signedInSchema.extend({
  recoveryCodes: z
    .array(z.string())
    .optional()
    .meta({ description: "After enrolling at sign-in: ten single-use codes, shown only this once" }),
});

/** The names of the permissions the user has in an organization (permissionNames). */
export const permissionNamesSchema = z.array(z.string());

export const errorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  status: z.number().int().optional(),
});
