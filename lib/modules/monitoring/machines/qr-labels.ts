import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { inAskedOrder, labelWhere, MAX_LABEL_RECORDS, type LabelRecord } from "@/lib/modules/qr-labels/records";

/** The machines to print QR labels for: the name and the serial number. */
export async function machineLabelRecords(org: OrgContext, ids?: string[]): Promise<LabelRecord[]> {
  const rows = await db().machine.findMany({
    where: labelWhere(org.organizationId, ids),
    select: { id: true, name: true, serialNumber: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_LABEL_RECORDS,
  });
  return inAskedOrder(
    rows.map((row) => ({ id: row.id, name: row.name, number: row.serialNumber })),
    ids,
  );
}
