import "server-only";
// A holding's single sign-on settings: read (never the secret), saved and removed by its managers.
// The secret is sealed for its holding; a domain belongs to one holding only, so an address never
// has two ways in.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { seal } from "@/lib/platform/crypto/sealed";
import { db, type Tx } from "@/lib/platform/db";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { translator } from "@/lib/platform/i18n/translator";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { providerIdOf } from "./provider-id";
import type { SingleSignOnInput } from "./schema";

export const secretContext = (organizationId: string) => `organization.single-sign-on:${organizationId}`;

const select = {
  issuer: true,
  clientId: true,
  clientSecretChangedDate: true,
  domains: true,
  required: true,
  lastModifiedDate: true,
} satisfies Prisma.SingleSignOnSelect;

type Row = Prisma.SingleSignOnGetPayload<{ select: typeof select }>;

function answer(organizationId: string, row: Row) {
  const base = appBaseUrl();
  const provider = providerIdOf(organizationId);
  return {
    ...row,
    redirectUri: `${base}/api/auth/callback/${provider}`,
    signInLink: `${base}/?organization=${organizationId}`,
  };
}

/** Only a holding has a provider: its subsidiaries and departments sign in through it. */
async function assertHolding(org: OrgContext) {
  const organization = await db().organization.findUnique({
    where: { id: org.organizationId },
    select: { type: true },
  });
  if (organization?.type !== "HOLDING") {
    throw new ApiError(404, "not_a_holding", translator(org.user.language)("singleSignOn.errors.holdingOnly"));
  }
}

/** The holding's settings, null while it has none. */
export async function findSingleSignOn(org: OrgContext) {
  const row = await db().singleSignOn.findUnique({ where: { organizationId: org.organizationId }, select });
  return row && answer(org.organizationId, row);
}

export async function getSingleSignOn(org: OrgContext) {
  await assertHolding(org);
  const found = await findSingleSignOn(org);
  if (!found) throw notFound(translator(org.user.language)("singleSignOn.errors.notSetUp"));
  return found;
}

/** Another holding's claim on one of these domains, under a lock so two saves cannot both claim one. */
async function assertDomainsFree(tx: Tx, org: OrgContext, domains: string[]) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('single-sign-on-domains'))`;
  const taken = await tx.singleSignOn.findFirst({
    where: { domains: { hasSome: domains }, organizationId: { not: org.organizationId } },
    select: { domains: true },
  });
  if (!taken) return;
  const t = translator(org.user.language);
  const domain = domains.find((value) => taken.domains.includes(value))!;
  throw validationFailed(
    { domains: t("singleSignOn.errors.domainTaken", { domain }) },
    t("singleSignOn.errors.domainTaken", { domain }),
  );
}

/**
 * An issuer is fetched by the server (its discovery document, keys and token endpoint), so it must
 * be HTTPS. SINGLE_SIGN_ON_HTTP_ISSUERS=true allows plain HTTP for a provider on this machine in
 * development and tests; production leaves it unset.
 */
function assertIssuer(org: OrgContext, issuer: string) {
  if (issuer.startsWith("https://") || process.env.SINGLE_SIGN_ON_HTTP_ISSUERS === "true") return;
  const message = translator(org.user.language)("singleSignOn.errors.issuerHttps");
  throw validationFailed({ issuer: message }, message);
}

export async function saveSingleSignOn(org: OrgContext, input: SingleSignOnInput) {
  await assertHolding(org);
  assertIssuer(org, input.issuer);
  const issuer = input.issuer.replace(/\/$/, "");
  const newSecret = input.clientSecret
    ? { clientSecret: seal(input.clientSecret, secretContext(org.organizationId)), clientSecretChangedDate: new Date() }
    : null;
  const row = await auditedTransaction(org.user, async (tx) => {
    await assertDomainsFree(tx, org, input.domains);
    const existing = await tx.singleSignOn.findUnique({
      where: { organizationId: org.organizationId },
      select: { id: true },
    });
    const settings = { issuer, clientId: input.clientId, domains: input.domains, required: input.required };
    if (!existing) {
      if (!newSecret) {
        const message = translator(org.user.language)("singleSignOn.errors.secretRequired");
        throw validationFailed({ clientSecret: message }, message);
      }
      return tx.singleSignOn.create({
        data: { organizationId: org.organizationId, ...settings, ...newSecret },
        select,
      });
    }
    await lockIfFresh(tx.singleSignOn, { id: existing.id }, input.lastModifiedDate);
    return tx.singleSignOn.update({ where: { id: existing.id }, data: { ...settings, ...newSecret }, select });
  });
  return answer(org.organizationId, row);
}

export async function removeSingleSignOn(org: OrgContext) {
  await assertHolding(org);
  const { count } = await auditedTransaction(org.user, (tx) =>
    tx.singleSignOn.deleteMany({ where: { organizationId: org.organizationId } }),
  );
  if (!count) throw notFound(translator(org.user.language)("singleSignOn.errors.notSetUp"));
}
