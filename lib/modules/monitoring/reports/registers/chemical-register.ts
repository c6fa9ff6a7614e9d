// The chemical register: every registered product with its hazard classification, its hazard and
// precautionary statements (codes, as on the label), the safety data sheet's date and state, the
// amount and where it is used and stored.
import "server-only";
import { db } from "@/lib/platform/db";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { chemicalRegisterSource } from "@/lib/modules/chemicals/register/data";
import { chemicalRegisterExport } from "@/lib/modules/chemicals/register/export";
import { chemicalRegisterList } from "@/lib/modules/chemicals/register/schema";
import type { ChemicalRegisterListRow } from "@/lib/modules/chemicals/register/dto";
import { defineReport } from "../definition";
import { listRows, withMore } from "../list-rows";

const exported = chemicalRegisterExport.columns;

async function statementsOf(rows: ChemicalRegisterListRow[]) {
  const chemicals = await db().chemical.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.chemical.id))] } },
    select: { id: true, hazardStatements: true, euHazardStatements: true, precautionaryStatements: true },
  });
  const byChemical = new Map(chemicals.map((chemical) => [chemical.id, chemical]));
  return new Map(rows.map((row) => [row.id, byChemical.get(row.chemical.id)]));
}

export const chemicalRegisterReport = defineReport({
  key: "chemicalRegister",
  access: chemicalRegisterAccess.list,
  dated: false,
  landscape: true,
  columns: [
    { heading: exported.name.heading, width: 2 },
    { heading: exported.producer.heading, width: 1.4 },
    { heading: exported.signalWord.heading, width: 0.9 },
    { heading: exported.pictograms.heading, width: 1.1 },
    { heading: "reports.columns.hazardStatements", width: 1.4 },
    { heading: "reports.columns.precautionaryStatements", width: 1.8 },
    { heading: exported.sdsDate.heading, type: "date", width: 1 },
    { heading: exported.sdsStatus.heading, width: 0.9 },
    { heading: exported.amount.heading, width: 0.9 },
    { heading: exported.areas.heading, width: 1.4 },
  ],
  rows: (org, _period, t) =>
    listRows(
      chemicalRegisterList,
      { field: "name", direction: "asc" },
      withMore(chemicalRegisterSource(org, chemicalRegisterList.query.parse({})), statementsOf),
      (row) => [
        row.name,
        exported.producer.value(row, t),
        exported.signalWord.value(row, t),
        exported.pictograms.value(row, t),
        [...(row.more?.hazardStatements ?? []), ...(row.more?.euHazardStatements ?? [])].join(", "),
        (row.more?.precautionaryStatements ?? []).join(", "),
        exported.sdsDate.value(row, t),
        exported.sdsStatus.value(row, t),
        exported.amount.value(row, t),
        exported.areas.value(row, t),
      ],
      t,
    ),
});
