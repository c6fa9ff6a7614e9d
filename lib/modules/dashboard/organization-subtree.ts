// An organization and those below it, from a list of organizations with their parents (the
// navigation context's, or the tree the due reading read). Pure.

type Node = { id: string; parentId: string | null };

/** The ids of `rootId` and every organization below it that the list holds (empty if it lacks the root). */
export function subtreeIds(organizations: readonly Node[], rootId: string): Set<string> {
  if (!organizations.some((organization) => organization.id === rootId)) return new Set();
  const ids = new Set([rootId]);
  // the list may be in any order: repeat until a pass adds nothing
  for (let added = true; added;) {
    added = false;
    for (const organization of organizations) {
      if (organization.parentId && ids.has(organization.parentId) && !ids.has(organization.id)) {
        ids.add(organization.id);
        added = true;
      }
    }
  }
  return ids;
}
