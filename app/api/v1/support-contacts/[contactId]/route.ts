// GET, PUT, DELETE /api/v1/support-contacts/{contactId}: one support contact; system MAINTAIN.
import { userRoute } from "@/lib/platform/api/route";
import { supportContactAccess } from "@/lib/modules/admin/support-contacts/access";
import { getSupportContact } from "@/lib/modules/admin/support-contacts/data";
import { deleteSupportContact, updateSupportContact } from "@/lib/modules/admin/support-contacts/mutations";
import { supportContactInputSchema } from "@/lib/modules/admin/support-contacts/schema";
import { supportContactSchema } from "@/lib/modules/admin/support-contacts/dto";

export const GET = userRoute({ access: supportContactAccess.maintain, response: supportContactSchema }, ({ params }) =>
  getSupportContact(params.contactId),
);

export const PUT = userRoute(
  { access: supportContactAccess.maintain, body: supportContactInputSchema, response: supportContactSchema },
  ({ params, body }) => updateSupportContact(params.contactId, body),
);

export const DELETE = userRoute({ access: supportContactAccess.maintain, status: 204 }, ({ params }) =>
  deleteSupportContact(params.contactId),
);
