// The register of environmental aspects: each active aspect of the organization with its activity,
// impact, rating, significance, controls and the binding obligations it is linked to. The aspect
// list keeps to the organization itself, so a section prints its own aspects only.
import "server-only";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { aspectSource } from "@/lib/modules/planning/aspects/data";
import { aspectExport } from "@/lib/modules/planning/aspects/export";
import { aspectList } from "@/lib/modules/planning/aspects/schema";
import { defineReport } from "../definition";
import { listRows } from "../list-rows";

const exported = aspectExport.columns;
const shown = [
  "activity",
  "title",
  "impact",
  "category",
  "lifeCycleStage",
  "condition",
  "area",
  "score",
  "significant",
  "controls",
  "obligations",
] as const;
const widths: Record<(typeof shown)[number], number> = {
  activity: 1.4,
  title: 1.5,
  impact: 1.8,
  category: 1,
  lifeCycleStage: 1,
  condition: 0.9,
  area: 1,
  score: 0.6,
  significant: 0.9,
  controls: 1.8,
  obligations: 1.5,
};

export const aspectRegisterReport = defineReport({
  key: "aspectRegister",
  access: aspectAccess.list,
  dated: false,
  landscape: true,
  columns: shown.map((name) => ({ heading: exported[name].heading, type: exported[name].type, width: widths[name] })),
  rows: (org, _period, t) =>
    listRows(
      aspectList,
      // the register's own order: the highest scores, the significant aspects, first
      { field: "score", direction: "desc" },
      aspectSource(org, aspectList.query.parse({})),
      (row) => shown.map((name) => exported[name].value(row, t)),
      t,
    ),
});
