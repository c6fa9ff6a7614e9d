import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { STAKEHOLDER_TYPES } from "@/lib/modules/admin/stakeholders/choices";
import { stakeholderFieldsSchema, type StakeholderFields } from "@/lib/modules/admin/stakeholders/schema";
import { RELEVANCES } from "./choices";

const assessment = {
  needsAndExpectations: z
    .string()
    .trim()
    .max(10_000)
    .nullish()
    .transform((value) => value || null),
  relevance: z.enum(RELEVANCES),
  fileIds: fileIdsField,
};

/**
 * How a new association (of a stakeholder, of a waste handler) names its stakeholder: an existing
 * one (`stakeholderId`, from the catalogue or the organization's own) or a new own one
 * (`stakeholder`). Exactly one of them, which `eitherStakeholder` checks.
 */
export const stakeholderChoice = {
  stakeholderId: z.uuid().nullish(),
  stakeholder: stakeholderFieldsSchema.nullish(),
};

export type StakeholderChoice = { stakeholderId?: string | null; stakeholder?: StakeholderFields | null };

/** Both or neither of `stakeholderId` and `stakeholder` marks both fields, so the form shows where to choose. */
export function eitherStakeholder(input: StakeholderChoice, context: z.RefinementCtx) {
  if ((input.stakeholderId == null) !== (input.stakeholder == null)) return;
  for (const path of ["stakeholderId", "stakeholder"]) {
    context.addIssue({ code: "custom", path: [path], params: { reason: "eitherStakeholder" } });
  }
}

export const associationCreateSchema = z.object({ ...stakeholderChoice, ...assessment }).superRefine(eitherStakeholder);

/** `stakeholder` changes the organization's own stakeholder; catalogue entries are changed in the catalogue. */
export const associationUpdateSchema = z.object({
  ...assessment,
  stakeholder: stakeholderFieldsSchema.nullish(),
  lastModifiedDate: lastModifiedDateField,
});

/** An organization's stakeholders; sorted by name through the name copied onto the association. */
export const associationList = defineList({
  table: "StakeholderAssociation",
  // relevance sorts in the order of the enumeration: HIGH, MEDIUM, LOW
  sort: { name: "stakeholderName", relevance: "relevance", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    relevance: z.enum(RELEVANCES).optional(),
    type: z.enum(STAKEHOLDER_TYPES).optional(),
    ...archivedFilter,
  },
});

export const associationListQuerySchema = associationList.query;

export type AssociationCreateInput = z.output<typeof associationCreateSchema>;
export type AssociationUpdateInput = z.output<typeof associationUpdateSchema>;
