// How a membership reads in a history: the person by name, their permissions and work area.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { areaRecord } from "@/lib/modules/organization/structure/history";

/** A member, named by the person's name. */
export const memberRecord = record("Membership", "userName");

export const membersHistory = defineHistory({
  member: {
    fields: {
      userName: field.text("people.member.name"),
      userEmail: field.text("people.member.email"),
      invitedName: field.text("audit.fields.invitedName"),
      status: field.enum("audit.fields.status", "audit.values.memberStatuses"),
      jobTitle: field.text("people.member.jobTitle"),
      areaId: field.ref("people.member.area", areaRecord),
      scopes: field.enum("people.member.scopes", "people.scopes"),
    },
    // the account behind the membership: the name and address above say who it is
    hidden: ["userId"],
  },
});
