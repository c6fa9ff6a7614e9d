// The risk register: every hazard of the organization's assessments in force, scored before and
// after its controls, with whether a residual risk above the threshold stands accepted. The hazard
// list keeps to the organization itself, so a section prints its own hazards only.
import "server-only";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { hazardSource } from "@/lib/modules/planning/risk-assessment/data";
import { hazardExport } from "@/lib/modules/planning/risk-assessment/export";
import { hazardList } from "@/lib/modules/planning/risk-assessment/schema";
import { defineReport } from "../definition";
import { listRows } from "../list-rows";

const exported = hazardExport.columns;
const shown = [
  "title",
  "category",
  "assessment",
  "area",
  "whoExposed",
  "existingControls",
  "inherent",
  "inherentLevel",
  "residual",
  "residualLevel",
  "accepted",
] as const;
const widths: Record<(typeof shown)[number], number> = {
  title: 2,
  category: 1.1,
  assessment: 1.5,
  area: 1,
  whoExposed: 1.2,
  existingControls: 2,
  inherent: 0.6,
  inherentLevel: 0.8,
  residual: 0.6,
  residualLevel: 0.8,
  accepted: 0.9,
};

export const riskRegisterReport = defineReport({
  key: "riskRegister",
  access: riskAccess.list,
  dated: false,
  landscape: true,
  columns: shown.map((name) => ({ heading: exported[name].heading, type: exported[name].type, width: widths[name] })),
  rows: (org, _period, t) =>
    listRows(
      hazardList,
      // the register's own order: the gravest hazards first
      { field: "inherentLevel", direction: "desc" },
      hazardSource(org, hazardList.query.parse({})),
      (row) => shown.map((name) => exported[name].value(row, t)),
      t,
    ),
});
