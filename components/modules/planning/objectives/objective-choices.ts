// What an objective may read and address, for its form's pickers: the organization's energy and
// water meters, aspects, risk assessments, binding obligations and activity figures, through their
// modules.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { listObligations } from "@/lib/modules/documents/binding-obligations/data";
import { obligationName } from "@/lib/modules/documents/binding-obligations/dto";
import { obligationList } from "@/lib/modules/documents/binding-obligations/schema";
import { listMeters } from "@/lib/modules/monitoring/meters/data";
import { meterList } from "@/lib/modules/monitoring/meters/schema";
import { listAspects } from "@/lib/modules/planning/aspects/data";
import { aspectList } from "@/lib/modules/planning/aspects/schema";
import { listActivityFigures } from "@/lib/modules/planning/objectives/activity-figures";
import { activityFigureList } from "@/lib/modules/planning/objectives/schema";
import { listAssessments } from "@/lib/modules/planning/risk-assessment/data";
import { assessmentList } from "@/lib/modules/planning/risk-assessment/schema";
import type { ObjectiveChoices } from "./objective-form";

const first = <L extends Parameters<typeof listStateFromUrl>[1]>(list: L, size = 200) => ({
  ...listStateFromUrl({}, list).query,
  size,
});

export async function objectiveChoices(org: OrgContext): Promise<ObjectiveChoices> {
  const [meters, aspects, obligations, assessments, figures] = await Promise.all([
    listMeters(org, first(meterList)),
    listAspects(org, first(aspectList)),
    listObligations(org, first(obligationList)),
    listAssessments(org, first(assessmentList)),
    listActivityFigures(org, first(activityFigureList)),
  ]);
  const named = (rows: { id: string; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));
  const ofTypes = (types: string[]) => named(meters.content.filter((meter) => types.includes(meter.meterType)));
  return {
    energyMeters: ofTypes(["ELECTRICITY", "HEAT", "GAS"]),
    waterMeters: ofTypes(["WATER"]),
    aspects: aspects.content.map((aspect) => ({ id: aspect.id, name: aspect.title })),
    obligations: obligations.content.map((row) => ({ id: row.id, name: obligationName(row) })),
    assessments: assessments.content.map((row) => ({ id: row.id, name: row.title })),
    figures: named(figures.content),
  };
}
