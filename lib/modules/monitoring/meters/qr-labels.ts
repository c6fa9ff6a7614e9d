import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { inAskedOrder, labelWhere, MAX_LABEL_RECORDS, type LabelRecord } from "@/lib/modules/qr-labels/records";

/** The meters to print QR labels for: the name and the number on the physical meter. */
export async function meterLabelRecords(org: OrgContext, ids?: string[]): Promise<LabelRecord[]> {
  const rows = await db().meter.findMany({
    where: labelWhere(org.organizationId, ids),
    select: { id: true, name: true, identifier: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_LABEL_RECORDS,
  });
  return inAskedOrder(
    rows.map((row) => ({ id: row.id, name: row.name, number: row.identifier })),
    ids,
  );
}
