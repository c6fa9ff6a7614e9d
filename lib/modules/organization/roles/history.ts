// How a role and its members and competences read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { competenceRecord } from "@/lib/modules/organization/competences/history";
import { memberRecord } from "@/lib/modules/organization/members/history";

const roleRecord = record("Role");

export const rolesHistory = defineHistory({
  role: {
    fields: {
      name: field.text("people.role.name"),
      description: field.text("people.role.description"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  role_member: {
    fields: {
      roleId: field.ref("audit.entities.role", roleRecord),
      membershipId: field.ref("people.competence.member", memberRecord),
    },
  },
  role_competence: {
    fields: {
      roleId: field.ref("audit.entities.role", roleRecord),
      competenceId: field.ref("people.member.competence", competenceRecord),
    },
  },
});
