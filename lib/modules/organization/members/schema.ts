import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { ORG_SCOPES } from "@/lib/platform/auth/scopes";
import { distinctEntries, idList, optionalText, requirementFields } from "@/lib/platform/fields/fields";

/** The member list: sorted through the name and address copied onto the membership. */
export const memberList = defineList({
  table: "Membership",
  sort: { name: "userName", email: "userEmail", jobTitle: "jobTitle", createdDate: "createdDate" },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    areaId: z.uuid().optional(),
    roleId: z.uuid().optional(),
    acting: z
      .enum(["true", "false"])
      .optional()
      .describe(
        "true: everyone who may act in the organization, its own members and those above it whose scopes reach it (the pickers of a responsible person)",
      ),
  },
});

export const memberListQuerySchema = memberList.query;

const memberFields = {
  name: z.string().trim().min(1).max(200),
  jobTitle: optionalText(200),
  scopes: z
    .array(z.enum(ORG_SCOPES))
    .min(1)
    .transform((scopes) => [...new Set(scopes)]),
  areaId: z
    .uuid()
    .nullish()
    .transform((id) => id ?? null),
  roleIds: idList,
  competenceRequirements: distinctEntries(z.object({ competenceId: z.uuid(), ...requirementFields }), "competenceId"),
};

/** A new member; an address that has no account yet gets one and an invitation. */
export const memberCreateSchema = z.object({
  ...memberFields,
  email: z.string().trim().toLowerCase().max(320).pipe(z.email()),
});

/** The e-mail address is the person's own and does not change here. */
export const memberUpdateSchema = z.object({
  ...memberFields,
  lastModifiedDate: lastModifiedDateField,
});

export type MemberCreateInput = z.output<typeof memberCreateSchema>;
export type MemberUpdateInput = z.output<typeof memberUpdateSchema>;
