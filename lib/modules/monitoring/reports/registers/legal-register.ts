// The register of binding obligations: each act that applies to the organization with the state of
// its latest compliance evaluation, who evaluated it, who is responsible, when it is next due and
// whether the act changed after it was evaluated. The obligation list keeps to the organization
// itself, so a section prints its own obligations only.
import "server-only";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { obligationSource } from "@/lib/modules/documents/binding-obligations/data";
import { obligationExport } from "@/lib/modules/documents/binding-obligations/export";
import { obligationList } from "@/lib/modules/documents/binding-obligations/schema";
import { defineReport } from "../definition";
import { listRows } from "../list-rows";

const exported = obligationExport.columns;
const shown = [
  "title",
  "officialNumber",
  "jurisdiction",
  "status",
  "evaluationDate",
  "evaluator",
  "responsible",
  "nextEvaluationDate",
  "changedSinceEvaluation",
] as const;
const widths: Record<(typeof shown)[number], number> = {
  title: 2.6,
  officialNumber: 1.2,
  jurisdiction: 0.7,
  status: 1.1,
  evaluationDate: 0.9,
  evaluator: 1.2,
  responsible: 1.2,
  nextEvaluationDate: 0.9,
  changedSinceEvaluation: 0.8,
};

export const legalRegisterReport = defineReport({
  key: "legalRegister",
  access: obligationAccess.list,
  dated: false,
  landscape: true,
  columns: shown.map((name) => ({ heading: exported[name].heading, type: exported[name].type, width: widths[name] })),
  rows: (org, _period, t) =>
    listRows(
      obligationList,
      { field: "title", direction: "asc" },
      obligationSource(org, obligationList.query.parse({})),
      (row) => shown.map((name) => exported[name].value(row, t)),
      t,
    ),
});
