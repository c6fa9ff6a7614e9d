// GET /api/v1/hazard-types: the hazard catalogue for risk assessments, by category, in English and Danish with each hazard's source.
import { z } from "zod";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { listHazardTypes } from "@/lib/modules/planning/risk-assessment/catalogue";
import { hazardTypeSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = userRoute({ access: platformAccess.signedIn, response: z.array(hazardTypeSchema) }, () =>
  listHazardTypes(),
);
