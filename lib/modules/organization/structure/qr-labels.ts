import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { inAskedOrder, labelWhere, MAX_LABEL_RECORDS, type LabelRecord } from "@/lib/modules/qr-labels/records";

/** The work areas to print QR labels for: an area has a name and no number. */
export async function areaLabelRecords(org: OrgContext, ids?: string[]): Promise<LabelRecord[]> {
  const rows = await db().area.findMany({
    where: labelWhere(org.organizationId, ids),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_LABEL_RECORDS,
  });
  return inAskedOrder(
    rows.map((row) => ({ ...row, number: null })),
    ids,
  );
}
