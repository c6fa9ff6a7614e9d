// GET /api/v1/system-details: the product's version, where the API is described, and the support contacts.
import { userRoute } from "@/lib/platform/api/route";
import { supportContactAccess } from "@/lib/modules/admin/support-contacts/access";
import { getSystemDetails } from "@/lib/modules/admin/support-contacts/data";
import { systemDetailsSchema } from "@/lib/modules/admin/support-contacts/dto";

export const GET = userRoute({ access: supportContactAccess.read, response: systemDetailsSchema }, () =>
  getSystemDetails(),
);
