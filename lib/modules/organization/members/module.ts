// Members: the people of an organization, their roles and work areas (SPEC.md section 2).
import { defineModule } from "@/lib/platform/modules/manifest";
import { memberAccess } from "./access";

const people = "/organization/members-roles-and-competences";

export const membersModule = defineModule({
  key: "organization/members",
  area: "organization",
  operations: { member: memberAccess },
  screens: [
    { path: "/organization", operation: memberAccess.list, redirectTo: people },
    { path: people, operation: memberAccess.list },
    { path: `${people}/members/[id]`, operation: memberAccess.read, plainId: true },
    { path: `${people}/members/[id]/edit`, operation: memberAccess.update },
    { path: `${people}/members/[id]/acquisitions/new`, operation: memberAccess.update },
  ],
  menu: [{ group: "organization", key: "members", href: people, position: 10 }],
  history: async () => (await import("./history")).membersHistory,
});
