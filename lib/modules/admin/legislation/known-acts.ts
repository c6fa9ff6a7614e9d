// The catalogue's acts as other modules cite them (a template's legal basis), so that only this
// module reads the legislation table.
import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";

/** The ids once each, or 422 on `field` when one names no act of the catalogue. */
export async function knownActs(tx: Tx, ids: readonly string[], field: string): Promise<string[]> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return distinct;
  const found = await tx.legislation.count({ where: { id: { in: distinct } } });
  if (found !== distinct.length) throw validationFailed({ [field]: "Unknown act" });
  return distinct;
}
