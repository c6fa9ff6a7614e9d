// What the isolation matrix (tests/api/platform/isolation-matrix.test.ts) needs to call every
// route: for each id parameter of a route path, the model it names and how to make a row of it in
// an organization; for each write, a valid body. The rows are made through the database, so an
// organization whose API is closed (LIMITED access) gets them too. A route with a parameter or a
// write missing here fails the matrix.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { fileStorage } from "@/lib/platform/files/storage";
import type { CallOptions } from "./api";
import { multipart, PDF } from "./uploads";

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter} ${randomUUID().slice(0, 8)}`;

export type IdFixture = {
  /** The model the parameter names. */
  model: string;
  /**
   * "organization": a row belongs to one organization, and another tenant's row must not be
   * reachable. "catalogue": shared rows that belong to no organization. "user": a row of one
   * signed-in person (their own account's things), which nobody else may reach.
   */
  owner: "organization" | "catalogue" | "user";
  /**
   * Makes one row and answers its id: in the organization, or for "user" the person with this
   * e-mail address (ignored for the catalogue).
   */
  create(organizationIdOrEmail: string): Promise<string>;
  /** For the catalogue: a row of the same table that belongs to an organization, never listed. */
  outside?(organizationId: string): Promise<string>;
};

async function department(parentId: string) {
  const parent = await db().organization.findUniqueOrThrow({
    where: { id: parentId },
    select: { id: true, holdingId: true, featureAccess: true },
  });
  const row = await db().organization.create({
    data: {
      name: unique("Matrix department"),
      type: "DEPARTMENT",
      parentId,
      holdingId: parent.holdingId ?? parent.id,
      featureAccess: parent.featureAccess,
    },
  });
  return row.id;
}

async function subsidiary(parentId: string) {
  const parent = await db().organization.findUniqueOrThrow({
    where: { id: parentId },
    select: { id: true, holdingId: true, featureAccess: true },
  });
  const row = await db().organization.create({
    data: {
      name: unique("Matrix subsidiary"),
      type: "SUBSIDIARY",
      parentId,
      holdingId: parent.holdingId ?? parent.id,
      featureAccess: parent.featureAccess,
    },
  });
  return row.id;
}

async function member(organizationId: string) {
  const user = await db().user.create({
    // one name for all: once a member has accepted, the organization cannot rename them
    data: { email: `${randomUUID()}@matrix.example`, name: "Matrix member" },
  });
  const membership = await db().membership.create({
    data: { userId: user.id, organizationId, scopes: ["READ"] },
  });
  return membership.id;
}

/** An open invitation of the person, from an organization of its own. */
async function invitation(email: string) {
  const user = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const organization = await db().organization.create({ data: { name: unique("Matrix inviter"), type: "HOLDING" } });
  const membership = await db().membership.create({
    data: {
      userId: user.id,
      organizationId: organization.id,
      scopes: ["READ"],
      status: "INVITED",
      invitedName: "Matrix",
    },
  });
  return membership.id;
}

async function storedFile(organizationId: string | null) {
  const storageKey = randomUUID();
  await fileStorage().put(storageKey, PDF, "application/pdf");
  const row = await db().storedFile.create({
    data: {
      organizationId,
      name: "matrix.pdf",
      size: PDF.length,
      contentType: "application/pdf",
      storageKey,
    },
  });
  return row.id;
}

async function association(organizationId: string) {
  const stakeholder = await db().stakeholder.create({
    data: { organizationId, name: unique("Matrix stakeholder"), type: "OTHER" },
  });
  const row = await db().stakeholderAssociation.create({
    data: { organizationId, stakeholderId: stakeholder.id, relevance: "LOW" },
  });
  return row.id;
}

async function legislation() {
  const title = unique("Matrix act");
  return db().legislation.create({
    data: { jurisdiction: "EU", kind: "REGULATION", officialNumber: title, titleEn: title, sortTitle: title },
  });
}

/** A binding obligation of the organization on an act of its own, so each is unique. */
async function obligation(organizationId: string) {
  const act = await legislation();
  return (await db().bindingObligation.create({ data: { organizationId, legislationId: act.id } })).id;
}

/** By path parameter name. The organization parameter (`orgId`) is the tenant itself. */
export const ID_FIXTURES: Record<string, IdFixture> = {
  areaId: {
    model: "Area",
    owner: "organization",
    create: async (organizationId) =>
      (await db().area.create({ data: { organizationId, name: unique("Matrix area") } })).id,
  },
  competenceId: {
    model: "Competence",
    owner: "organization",
    create: async (organizationId) =>
      (await db().competence.create({ data: { organizationId, name: unique("Matrix competence") } })).id,
  },
  deptId: { model: "Organization (department)", owner: "organization", create: department },
  subsidiaryId: { model: "Organization (subsidiary)", owner: "organization", create: subsidiary },
  fileId: { model: "StoredFile", owner: "organization", create: storedFile },
  memberId: { model: "Membership", owner: "organization", create: member },
  roleId: {
    model: "Role",
    owner: "organization",
    create: async (organizationId) =>
      (await db().role.create({ data: { organizationId, name: unique("Matrix role") } })).id,
  },
  associationId: { model: "StakeholderAssociation", owner: "organization", create: association },
  policyId: {
    model: "Policy",
    owner: "organization",
    create: async (organizationId) =>
      (await db().policy.create({ data: { organizationId, title: unique("Matrix policy"), content: "<p>Matrix</p>" } }))
        .id,
  },
  obligationId: { model: "BindingObligation", owner: "organization", create: obligation },
  legislationId: {
    model: "Legislation (catalogue act)",
    owner: "catalogue",
    create: async () => (await legislation()).id,
  },
  ownDocumentId: {
    model: "OwnDocument",
    owner: "organization",
    create: async (organizationId) =>
      (await db().ownDocument.create({ data: { organizationId, title: unique("Matrix document"), category: "PLAN" } }))
        .id,
  },
  catalogueFileId: {
    model: "StoredFile (a catalogue act's file)",
    owner: "catalogue",
    create: async () => {
      const file = await storedFile(null);
      await db().legislation.update({
        where: { id: (await legislation()).id },
        data: { files: { connect: { id: file } } },
      });
      return file;
    },
    outside: storedFile,
  },
  invitationId: { model: "Membership (an invitation of the caller)", owner: "user", create: invitation },
  contactId: {
    model: "SupportContact",
    owner: "catalogue",
    create: async () =>
      (await db().supportContact.create({ data: { name: unique("Matrix contact"), role: "Support" } })).id,
  },
  stakeholderId: {
    model: "Stakeholder (catalogue entry)",
    owner: "catalogue",
    create: async () =>
      (await db().stakeholder.create({ data: { name: unique("Matrix catalogue"), type: "OTHER" } })).id,
    outside: async (organizationId) =>
      (await db().stakeholder.create({ data: { organizationId, name: unique("Matrix own"), type: "OTHER" } })).id,
  },
};

/** Records an organization has at most one of, which its routes read without an id. */
export async function prepareOrganization(organizationId: string) {
  await db().scope.create({ data: { organizationId, content: "<p>Matrix scope</p>" } });
}

const legislationBody = () => ({
  jurisdiction: "EU",
  kind: "DIRECTIVE",
  official_number: unique("Matrix directive"),
  title_en: "Matrix directive",
});

type Body = () => Omit<CallOptions, "cookie" | "csrf">;

/** A valid body per write, keyed "METHOD path" with the route folder's own segments. */
export const BODY_FIXTURES: Record<string, Body> = {
  "PATCH /api/v1/user": () => ({ body: { language: "en" } }),
  // every caller is called once with the demo password, which each changes
  "POST /api/v1/user/password-change": () => ({
    body: { current_password: "Demo-password-1", new_password: "Matrix-changed-password-1" },
  }),
  "DELETE /api/v1/user/sessions": () => ({}),
  "POST /api/v1/user/invitations/[invitationId]/acceptance": () => ({}),
  "DELETE /api/v1/user/invitations/[invitationId]": () => ({}),
  "POST /api/v1/stakeholders": () => ({ body: { name: unique("Catalogue entry"), type: "OTHER" } }),
  "PUT /api/v1/stakeholders/[stakeholderId]": () => ({ body: { name: unique("Catalogue entry"), type: "OTHER" } }),
  "POST /api/v1/support-contacts": () => ({ body: { name: unique("Support contact"), role: "Support" } }),
  "PUT /api/v1/support-contacts/[contactId]": () => ({ body: { name: unique("Support contact"), role: "Support" } }),
  "DELETE /api/v1/support-contacts/[contactId]": () => ({}),
  "PUT /api/v1/organizations/[orgId]": () => ({ body: { name: unique("Matrix organization") } }),
  "POST /api/v1/organizations/[orgId]/subsidiaries": () => ({ body: { name: unique("Matrix subsidiary") } }),
  "POST /api/v1/organizations/[orgId]/departments": () => ({ body: { name: unique("Matrix department") } }),
  "PUT /api/v1/organizations/[orgId]/departments/[deptId]": () => ({ body: { name: unique("Matrix department") } }),
  "POST /api/v1/organizations/[orgId]/areas": () => ({ body: { name: unique("Matrix area") } }),
  "PUT /api/v1/organizations/[orgId]/areas/[areaId]": () => ({ body: { name: unique("Matrix area") } }),
  "POST /api/v1/organizations/[orgId]/members": () => ({
    body: { name: unique("Matrix person"), email: `${randomUUID()}@matrix.example`, scopes: ["READ"] },
  }),
  "PUT /api/v1/organizations/[orgId]/members/[memberId]": () => ({
    body: { name: "Matrix member", scopes: ["READ"] },
  }),
  "POST /api/v1/organizations/[orgId]/roles": () => ({ body: { name: unique("Matrix role") } }),
  "PUT /api/v1/organizations/[orgId]/roles/[roleId]": () => ({ body: { name: unique("Matrix role") } }),
  "POST /api/v1/organizations/[orgId]/competences": () => ({
    body: { name: unique("Matrix competence"), frequency: "P1Y" },
  }),
  "PUT /api/v1/organizations/[orgId]/competences/[competenceId]": () => ({
    body: { name: unique("Matrix competence"), frequency: "P1Y" },
  }),
  "PUT /api/v1/organizations/[orgId]/scope": () => ({ body: { content: "<p>Matrix scope</p>" } }),
  "POST /api/v1/organizations/[orgId]/stakeholder-associations": () => ({
    body: { stakeholder: { name: unique("Matrix stakeholder"), type: "OTHER" }, relevance: "LOW" },
  }),
  "PUT /api/v1/organizations/[orgId]/stakeholder-associations/[associationId]": () => ({
    body: { relevance: "HIGH" },
  }),
  "POST /api/v1/organizations/[orgId]/policies": () => ({
    body: { title: unique("Matrix policy"), content: "<p>Matrix policy</p>" },
  }),
  "PUT /api/v1/organizations/[orgId]/policies/[policyId]": () => ({
    body: { title: unique("Matrix policy"), content: "<p>Matrix policy</p>" },
  }),
  "POST /api/v1/organizations/[orgId]/own-documents": () => ({
    body: { title: unique("Matrix document"), category: "MANUAL" },
  }),
  "PUT /api/v1/organizations/[orgId]/own-documents/[ownDocumentId]": () => ({
    body: { title: unique("Matrix document"), category: "MANUAL" },
  }),
  // a preview (no confirm): checks the sheet, writes nothing
  "POST /api/v1/organizations/[orgId]/members/imports": () => ({
    raw: multipart(Buffer.from(`Name,E-mail\nMatrix person,${randomUUID()}@matrix.example\n`), "members.csv"),
  }),
  "POST /api/v1/organizations/[orgId]/files": () => ({ raw: multipart(PDF, "matrix.pdf") }),
  "PUT /api/v1/organizations/[orgId]/files/[fileId]": () => ({ body: { name: "matrix renamed.pdf" } }),
  "PUT /api/v1/organizations/[orgId]/files/[fileId]/raw": () => ({ raw: multipart(PDF, "matrix.pdf") }),
  // archiving and removal take no body
  "DELETE /api/v1/organizations/[orgId]/members/[memberId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/roles/[roleId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/competences/[competenceId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/stakeholder-associations/[associationId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/areas/[areaId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/departments/[deptId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/subsidiaries/[subsidiaryId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/files/[fileId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/policies/[policyId]": () => ({}),
  "DELETE /api/v1/organizations/[orgId]/own-documents/[ownDocumentId]": () => ({}),
  "POST /api/v1/legislations": () => ({ body: legislationBody() }),
  "PUT /api/v1/legislations/[legislationId]": () => ({ body: legislationBody() }),
  "POST /api/v1/legislations/files": () => ({ raw: multipart(PDF, "matrix.pdf") }),
  "POST /api/v1/organizations/[orgId]/legislations/from-catalogue/[legislationId]": () => ({}),
  "PUT /api/v1/organizations/[orgId]/legislations/[obligationId]": () => ({
    body: { status: "PARTLY_COMPLIANT", evaluation_date: "2026-01-15" },
  }),
  "DELETE /api/v1/organizations/[orgId]/legislations/[obligationId]": () => ({}),
};
