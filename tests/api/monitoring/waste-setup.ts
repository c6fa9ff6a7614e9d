// A waste handler with three arrangements (cardboard by kilogram, mixed waste by cubic metre, tubes by
// piece), made through the API, for the waste tests.
import { db } from "@/lib/platform/db";
import type { as } from "../../support/api";

type Caller = Awaited<ReturnType<typeof as>>;

export const typeId = async (code: string) => (await db().wasteType.findUniqueOrThrow({ where: { code } })).id;

/** Makes the handler and its arrangements as `caller`; answers their paths and bodies. */
export async function setUp(caller: Caller, organizationId: string, name: string) {
  const base = `/api/v1/organizations/${organizationId}/waste-handler-associations`;
  const handler = await caller.post(base, {
    body: {
      stakeholder: { name, type: "SUPPLIER" },
      approval_number: "DK-AFF-1234",
      contact_name: "Dispatch",
      contact_email: "dispatch@recycler.example",
    },
  });
  expect(handler.status).toBe(201);
  const at = `${base}/${handler.body.id}`;
  const arrange = async (body: Record<string, unknown>) => {
    const answer = await caller.post(`${at}/arrangements`, { body });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const cardboard = await arrange({
    name: "Cardboard baler",
    waste_type_id: await typeId("15 01 01"),
    container_kind: "BALER",
    collection_frequency: "P1M",
    treatment_code: "r3",
    registration_unit: "KILOGRAM",
  });
  const mixed = await arrange({
    name: "Mixed waste container",
    waste_type_id: await typeId("20 03 01"),
    container_kind: "CONTAINER",
    container_size: "10 m³",
    treatment_code: "R1",
    registration_unit: "CUBIC_METRE",
    density_kg_per_m3: "150",
  });
  const tubes = await arrange({
    name: "Fluorescent tubes",
    waste_type_id: await typeId("20 01 21"),
    treatment_code: "D15",
    registration_unit: "PIECE",
  });
  return { base, at, handler: handler.body, cardboard, mixed, tubes };
}
