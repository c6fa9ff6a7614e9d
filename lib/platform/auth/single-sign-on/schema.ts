// What a holding's single sign-on settings take and answer. The client secret goes in and never
// comes out: the answer says only when it was last changed.
import { z } from "zod";
import { dateTime } from "@/lib/platform/api/response";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";

/** An e-mail domain: labels of letters, digits and hyphens, and a top-level domain of letters. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** An e-mail domain as people type it: lower-cased, without "@" or a trailing dot. */
const normalDomain = (value: string) => value.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, "");

/** The domain of an e-mail address (what follows its last "@"). */
export const domainOf = (email: string) => normalDomain(email.slice(email.lastIndexOf("@") + 1));

/**
 * Why the way back from an organization's sign-in ended on the sign-in page (`?sso_error=`): the
 * admission's refusals, and a provider removed meanwhile.
 */
export const ORGANIZATION_SIGN_IN_REFUSALS = [
  "unverified_email",
  "other_domain",
  "not_member",
  "maintainer",
  "not_set_up",
] as const;

const domain = z.string().transform(normalDomain).pipe(z.string().regex(DOMAIN_PATTERN));

export const singleSignOnInputSchema = z.object({
  issuer: z
    .url({ protocol: /^https?$/ })
    .trim()
    .max(500),
  clientId: z.string().trim().min(1).max(300),
  /** Left out or empty when changing the settings: the secret stays as it is. */
  clientSecret: z.string().trim().max(2000).optional(),
  domains: z
    .array(domain)
    .min(1)
    .max(20)
    .transform((values) => [...new Set(values)]),
  required: z.boolean().default(false),
  lastModifiedDate: lastModifiedDateField,
});

/** The form's: the domains typed in one field, separated by commas, spaces or new lines. */
export const domainList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map(normalDomain)
    .filter(Boolean);

export const singleSignOnFormSchema = singleSignOnInputSchema.extend({
  domains: z
    .string()
    .refine((text) => domainList(text).length > 0 && domainList(text).every((value) => DOMAIN_PATTERN.test(value))),
});

export type SingleSignOnInput = z.output<typeof singleSignOnInputSchema>;

export const singleSignOnSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  clientSecretChangedDate: dateTime,
  domains: z.array(z.string()),
  required: z.boolean(),
  redirectUri: z.string().meta({ description: "The address to register at the provider for this holding" }),
  signInLink: z.string().meta({ description: "A link that starts this holding's sign-in" }),
  lastModifiedDate: dateTime,
});

/** Which way in an e-mail address has: through its holding's provider, or the password. */
export const signInMethodQuerySchema = z.object({ email: z.string().trim().max(320) });

export const signInMethodSchema = z.object({
  singleSignOn: z
    .object({ provider: z.string().meta({ description: "The id to start next-auth's sign-in with" }) })
    .nullable(),
});
