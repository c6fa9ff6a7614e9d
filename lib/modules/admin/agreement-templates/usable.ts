// The templates as the control book names them: an agreement made from one keeps its id.
import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";

/** 422 on `field` unless the id names a template that is not archived. */
export async function assertUsableTemplate(tx: Tx, templateId: string | null, field: string) {
  if (!templateId) return;
  const found = await tx.agreementTemplate.count({ where: { id: templateId, archivedDate: null } });
  if (!found) throw validationFailed({ [field]: "Unknown agreement template" });
}
