import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";
import { PRODUCT_VERSION } from "@/lib/platform/version";
import { supportContactSelect } from "./dto";
import { MAX_SUPPORT_CONTACTS } from "./schema";

/** Every contact in the help page's order (there are at most MAX_SUPPORT_CONTACTS, so no paging). */
export const listSupportContacts = () =>
  db().supportContact.findMany({
    select: supportContactSelect,
    orderBy: [{ position: "asc" }, { name: "asc" }, { id: "asc" }],
    take: MAX_SUPPORT_CONTACTS,
  });

export async function getSupportContact(id: string) {
  const row = await db().supportContact.findUnique({ where: { id }, select: supportContactSelect });
  if (!row) throw notFound("Support contact not found");
  return row;
}

/** What the help page shows: the product's version, where the API is described, and whom to contact. */
export async function getSystemDetails() {
  return {
    version: PRODUCT_VERSION,
    apiReference: { page: "/help/api", document: "/api/v1/openapi.json" },
    supportContacts: await listSupportContacts(),
  };
}
