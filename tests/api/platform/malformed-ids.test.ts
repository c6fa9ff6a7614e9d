// Data functions called with an id that is not a UUID (by a page, a script, a job: not through the
// route kit, which answers 404 before any query) answer "not found" like for an unknown id.
import { ApiError } from "@/lib/platform/api/errors";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { getFile } from "@/lib/platform/files/data";
import { updateFileMetadata } from "@/lib/platform/files/mutations";
import { orNull } from "@/lib/platform/pages/load";
import { getCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/data";
import { updateCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/mutations";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { getMember } from "@/lib/modules/organization/members/data";
import { getRole } from "@/lib/modules/organization/roles/data";
import { getAssociation } from "@/lib/modules/organization/stakeholders/data";
import { updateAssociation } from "@/lib/modules/organization/stakeholders/mutations";
import { demo } from "../../support/demo";

const MALFORMED = "not-a-uuid";

async function managerContext(): Promise<OrgContext> {
  const user = await db().user.findUniqueOrThrow({ where: { email: "manager@demo.example" } });
  const sessionUser: SessionUser = {
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    systemScopes: user.systemScopes,
    sessionId: "",
  };
  const org = await mintOrgContext(sessionUser, await demo.holding());
  if (!org) throw new Error("the demo manager reaches the demo holding");
  return org;
}

const notFound = expect.objectContaining({ status: 404, code: "not_found" });

describe("an id that is not a UUID", () => {
  let org: OrgContext;
  beforeAll(async () => {
    org = await managerContext();
  });

  it.each([
    ["file", () => getFile(org, MALFORMED)],
    ["competence", () => getCompetence(org, MALFORMED)],
    ["member", () => getMember(org, MALFORMED)],
    ["role", () => getRole(org, MALFORMED)],
    ["stakeholder association", () => getAssociation(org, MALFORMED)],
    ["catalogue stakeholder", () => getCatalogueStakeholder(MALFORMED)],
  ])("names no %s", async (_, read) => {
    const failure = await read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toEqual(notFound);
  });

  it("names nothing to update, also inside a transaction", async () => {
    await expect(updateFileMetadata(org, MALFORMED, { name: "x.pdf", deleted: false })).rejects.toEqual(notFound);
    await expect(
      updateCatalogueStakeholder(org.user, MALFORMED, { name: "X", type: "OTHER" } as never),
    ).rejects.toEqual(notFound);
    await expect(updateAssociation(org, MALFORMED, { relevance: "LOW", fileIds: [] } as never)).rejects.toEqual(
      notFound,
    );
  });

  it("is null for a page that asks with orNull", async () => {
    expect(await orNull(getCompetence(org, MALFORMED))).toBeNull();
  });
});
