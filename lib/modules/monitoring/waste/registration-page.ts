import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { getBulkRegistration, getHandler } from "./data";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

/**
 * What the registration form needs: the handler, its active arrangements (and any archived one the
 * registration already has a quantity of), and the registration when it exists.
 */
export async function loadRegistrationPage(org: OrgContext, handlerId: string, registrationId: string | null) {
  const handler = await loadOrNotFound(handlerId, (id) => getHandler(org, id));
  const registration = registrationId
    ? await loadOrNotFound(registrationId, (id) => getBulkRegistration(org, handler.id, id))
    : null;
  const used = new Set(registration?.lines.map((line) => line.arrangementId) ?? []);
  const arrangements = handler.arrangements
    .filter((arrangement) => !arrangement.archivedDate || used.has(arrangement.id))
    .map((arrangement) => ({ id: arrangement.id, name: arrangement.name, unit: arrangement.registrationUnit }));
  return { handler, registration, arrangements, today: today() };
}
