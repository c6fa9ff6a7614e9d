import "server-only";
// A product is registered once per place. A second registration of a product the organization
// already keeps, in an area the first one names, is a mistake (one product, two workplace
// instructions, two people who think they keep its sheet): refused with 409 naming the one that
// exists. Registrations in different areas stand side by side (the paint shop's and the store's
// acetone); a registration that names no area covers the whole organization, so it meets every other.
import { duplicateOf } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";

type Place = { chemicalId: string; useAreaIds: string[]; storageAreaIds: string[] };

/**
 * Whether two registrations of one product meet: they share an area, or either names none (it
 * covers the whole organization). `ours` are area ids; `theirs` the other registration's areas.
 */
export function placesMeet<A extends { id: string }>(ours: ReadonlySet<string>, theirs: readonly A[]): A[] | null {
  const shared = theirs.filter((area) => ours.has(area.id));
  if (ours.size && theirs.length && !shared.length) return null;
  return shared;
}

/** Refuses the registration when another active one of the product shares a place with it. */
export async function assertRegisteredOnce(tx: Tx, org: OrgContext, place: Place, ownId?: string) {
  // two registrations of the product at the same moment would each find none: the second waits
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`chemical-register:${org.organizationId}:${place.chemicalId}`}, 0))`;
  const areas = new Set([...place.useAreaIds, ...place.storageAreaIds]);
  const others = await tx.chemicalAssociation.findMany({
    where: {
      organizationId: org.organizationId,
      chemicalId: place.chemicalId,
      archivedDate: null,
      ...(ownId ? { id: { not: ownId } } : {}),
    },
    select: {
      id: true,
      name: true,
      useAreas: { select: { id: true, name: true } },
      storageAreas: { select: { id: true, name: true } },
    },
    orderBy: [{ createdDate: "asc" }, { id: "asc" }],
  });
  for (const other of others) {
    const met = placesMeet(areas, [...other.useAreas, ...other.storageAreas]);
    if (!met) continue;
    const shared = [...new Set(met.map((area) => area.name))];
    const message = translator(org.user.language)(
      shared.length ? "chemicalRegister.import.registeredIn" : "chemicalRegister.import.registeredEverywhere",
      { name: other.name, areas: shared.join(", ") },
    );
    throw duplicateOf({ id: other.id, name: other.name }, { chemicalId: message }, message);
  }
}
