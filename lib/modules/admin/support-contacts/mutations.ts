import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import { db, type Tx } from "@/lib/platform/db";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { supportContactSelect } from "./dto";
import { MAX_SUPPORT_CONTACTS, type SupportContactInput } from "./schema";
import { translator } from "@/lib/platform/i18n/translator";

const fieldsOf = (input: SupportContactInput) => ({
  name: input.name,
  role: input.role,
  email: input.email,
  phone: input.phone,
  position: input.position,
});

// one writer at a time, so that two maintainers adding at once cannot pass the limit together
const serialize = (tx: Tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('SupportContact'))`;

export const createSupportContact = (input: SupportContactInput, language: string) =>
  db().$transaction(async (tx: Tx) => {
    await serialize(tx);
    if ((await tx.supportContact.count()) >= MAX_SUPPORT_CONTACTS) {
      throw new ApiError(
        409,
        "too_many_contacts",
        translator(language)("supportContacts.errors.tooMany", { max: MAX_SUPPORT_CONTACTS }),
      );
    }
    return tx.supportContact.create({ data: fieldsOf(input), select: supportContactSelect });
  });

export const updateSupportContact = (id: string, input: SupportContactInput) =>
  db().$transaction(async (tx: Tx) => {
    await lockIfFresh(tx.supportContact, { id }, input.lastModifiedDate);
    return tx.supportContact.update({ where: { id }, data: fieldsOf(input), select: supportContactSelect });
  });

/** Nothing refers to a contact, so it is deleted outright. */
export async function deleteSupportContact(id: string): Promise<void> {
  await db().supportContact.delete({ where: { id } });
}
