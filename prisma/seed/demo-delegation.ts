// The demo holding's delegations: every required responsibility held but one (machinery and
// maintenance, which nobody has been given), one delegation not yet accepted (the fire warden's),
// an environmental coordinator's delegation that ended when the role passed on, and a responsibility
// of the holding's own.
import type { SeedClient } from "./client";

type Demo = { code: string; email: string; start: string; end?: string; accepted: boolean; authority?: string };

const DELEGATIONS: Demo[] = [
  {
    code: "ENVIRONMENTAL_COORDINATOR",
    email: "manager@demo.example",
    start: "2023-01-01",
    end: "2025-02-28",
    accepted: true,
  },
  {
    code: "ENVIRONMENTAL_COORDINATOR",
    email: "emma.jorgensen@demo.example",
    start: "2025-03-01",
    accepted: true,
    authority:
      "May stop work that breaches an environmental permit condition, and orders waste collections up to DKK 50,000.",
  },
  { code: "OHS_COORDINATOR", email: "manager@demo.example", start: "2023-01-01", accepted: true },
  { code: "AMO_CHAIR", email: "admin@demo.example", start: "2023-01-01", accepted: true },
  { code: "AMO_WORK_SUPERVISOR", email: "lukas.schmidt@demo.example", start: "2024-05-01", accepted: true },
  {
    code: "SAFETY_REPRESENTATIVE",
    email: "line.mortensen@demo.example",
    start: "2024-05-01",
    end: "2026-04-30",
    accepted: true,
  },
  { code: "SAFETY_REPRESENTATIVE", email: "line.mortensen@demo.example", start: "2026-05-01", accepted: true },
  { code: "FIRST_AIDER", email: "admin@demo.example", start: "2024-01-15", accepted: true },
  { code: "FIRE_EVACUATION_WARDEN", email: "reader@demo.example", start: "2026-11-01", accepted: false },
  { code: "LEGAL_REGISTER_RESPONSIBLE", email: "manager@demo.example", start: "2023-01-01", accepted: true },
  { code: "INTERNAL_AUDITOR", email: "editor@demo.example", start: "2024-09-01", accepted: true },
  {
    code: "CHEMICALS_RESPONSIBLE",
    email: "editor@demo.example",
    start: "2024-09-01",
    accepted: true,
    authority: "Approves new chemical products before their first purchase.",
  },
  { code: "WASTE_RESPONSIBLE", email: "lukas.schmidt@demo.example", start: "2025-01-01", accepted: true },
  { code: "FORKLIFT_KEYS", email: "lukas.schmidt@demo.example", start: "2025-06-01", accepted: true },
];

/** `manager`: the demo manager's account, who delegated them all. */
export async function seedDemoDelegation(db: SeedClient, holdingId: string, manager: { id: string; name: string }) {
  const [responsibilities, memberships] = await Promise.all([
    db.responsibility.findMany({ where: { organizationId: null }, select: { id: true, code: true } }),
    db.membership.findMany({
      where: { organizationId: holdingId },
      select: { id: true, userId: true, userName: true, userEmail: true },
    }),
  ]);
  const delegator = memberships.find((membership) => membership.userId === manager.id)!;
  // a responsibility of the holding's own, beside the catalogue's
  const keys = await db.responsibility.create({
    data: {
      organizationId: holdingId,
      nameEn: "Forklift key holder",
      nameDa: "Nøgleansvarlig for truckene",
      descriptionEn:
        "Hands out the forklift keys only to drivers with a valid forklift certificate, and keeps the log.",
      descriptionDa: "Udleverer kun truckenes nøgler til førere med gyldigt truckcertifikat og fører loggen.",
    },
  });
  responsibilities.push({ id: keys.id, code: "FORKLIFT_KEYS" });
  for (const demo of DELEGATIONS) {
    const member = memberships.find((membership) => membership.userEmail === demo.email);
    const responsibility = responsibilities.find((row) => row.code === demo.code);
    if (!member || !responsibility)
      throw new Error(`Demo delegation ${demo.code} to ${demo.email} has no member or responsibility`);
    const start = new Date(`${demo.start}T00:00:00Z`);
    await db.delegation.create({
      data: {
        organizationId: holdingId,
        responsibilityId: responsibility.id,
        memberId: member.id,
        delegatedById: delegator.id,
        delegatedByName: manager.name,
        authority: demo.authority ?? null,
        startDate: start,
        endDate: demo.end ? new Date(`${demo.end}T00:00:00Z`) : null,
        acceptedDate: demo.accepted ? new Date(start.getTime() + 2 * 86_400_000 + 9 * 3_600_000) : null,
        acceptedById: demo.accepted ? member.userId : null,
        acceptedByName: demo.accepted ? member.userName : null,
        createdDate: start,
      },
    });
  }
}
