// How an environmental aspect, its links and the criteria of significance read in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { areaRecord } from "@/lib/modules/organization/structure/history";

export const aspectsHistory = defineHistory({
  environmental_aspect: {
    fields: {
      activity: field.text("aspects.fields.activity"),
      activityKind: field.enum("aspects.fields.activityKind", "aspects.activityKinds"),
      title: field.text("aspects.fields.title"),
      category: field.enum("aspects.fields.category", "aspects.categories"),
      impact: field.text("aspects.fields.impact"),
      lifeCycleStage: field.enum("aspects.fields.lifeCycleStage", "aspects.stages"),
      condition: field.enum("aspects.fields.condition", "aspects.conditions"),
      areaId: field.ref("aspects.fields.area", areaRecord),
      ownerId: field.ref("aspects.fields.owner", memberRecord),
      controls: field.text("aspects.fields.controls"),
      score: field.number("aspects.fields.score"),
      significant: field.boolean("aspects.fields.significant"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the ratings show on the aspect's screen with their criteria; the version is technical
    hidden: ["ratings", "criteriaId"],
  },
  aspect_obligation: { fields: {} },
  aspect_procedure: { fields: {} },
  aspect_meter: { fields: {} },
  aspect_waste_arrangement: { fields: {} },
  aspect_chemical: { fields: {} },
  significance_criteria: {
    fields: {
      version: field.number("aspects.criteria.version"),
      rule: field.enum("aspects.criteria.rule", "aspects.criteria.rules"),
      threshold: field.number("aspects.criteria.threshold"),
      authorName: field.text("aspects.criteria.author"),
    },
    hidden: ["criteria", "authorId"],
  },
});
