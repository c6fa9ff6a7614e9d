// Lookups into the demo data that every API test database starts with.
import { db } from "@/lib/platform/db";

const organizationId = async (name: string) =>
  (await db().organization.findFirstOrThrow({ where: { name }, select: { id: true } })).id;

export const demo = {
  holding: () => organizationId("Nordic Demo Holding A/S"),
  subsidiary: () => organizationId("Nordic Demo Production ApS"),
  department: () => organizationId("Maintenance"),
  limited: () => organizationId("Limited Demo ApS"),
  other: () => organizationId("Other Holding A/S"),
};
