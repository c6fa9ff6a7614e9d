// GET, POST /api/v1/organizations/{orgId}/areas: the organization's work areas.
import { orgRoute } from "@/lib/api/route";
import { listAreas } from "@/lib/organizations/data";
import { createArea } from "@/lib/organizations/mutations";
import { areaInputSchema } from "@/lib/organizations/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org }) => listAreas(org));

export const POST = orgRoute({ scope: "MANAGE", body: areaInputSchema, status: 201 }, ({ org, body }) =>
  createArea(org, body),
);
