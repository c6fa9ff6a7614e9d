import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { inAskedOrder, labelWhere, MAX_LABEL_RECORDS, type LabelRecord } from "@/lib/modules/qr-labels/records";

/** The registered chemicals to print QR labels for: the trade name and the product's producer. */
export async function chemicalLabelRecords(org: OrgContext, ids?: string[]): Promise<LabelRecord[]> {
  const rows = await db().chemicalAssociation.findMany({
    where: labelWhere(org.organizationId, ids),
    select: { id: true, name: true, chemical: { select: { producer: { select: { name: true } } } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_LABEL_RECORDS,
  });
  return inAskedOrder(
    rows.map((row) => ({ id: row.id, name: row.name, number: row.chemical.producer?.name ?? null })),
    ids,
  );
}
