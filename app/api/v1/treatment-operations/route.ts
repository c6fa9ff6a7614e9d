// GET /api/v1/treatment-operations: the recovery (R1–R13) and disposal (D1–D15) operations, with the waste account's group of each.
import { userRoute } from "@/lib/platform/api/route";
import { wasteTypeAccess } from "@/lib/modules/admin/waste-types/access";
import { listTreatmentOperations } from "@/lib/modules/admin/waste-types/data";
import { treatmentOperationsSchema } from "@/lib/modules/admin/waste-types/dto";

export const GET = userRoute({ access: wasteTypeAccess.browse, response: treatmentOperationsSchema }, () =>
  listTreatmentOperations(),
);
