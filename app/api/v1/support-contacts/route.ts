// GET, POST /api/v1/support-contacts: the support contacts in the help page's order; system MAINTAIN.
import { userRoute } from "@/lib/platform/api/route";
import { supportContactAccess } from "@/lib/modules/admin/support-contacts/access";
import { listSupportContacts } from "@/lib/modules/admin/support-contacts/data";
import { createSupportContact } from "@/lib/modules/admin/support-contacts/mutations";
import { supportContactInputSchema } from "@/lib/modules/admin/support-contacts/schema";
import { supportContactListSchema, supportContactSchema } from "@/lib/modules/admin/support-contacts/dto";

export const GET = userRoute({ access: supportContactAccess.maintain, response: supportContactListSchema }, () =>
  listSupportContacts(),
);

export const POST = userRoute(
  {
    access: supportContactAccess.maintain,
    body: supportContactInputSchema,
    status: 201,
    response: supportContactSchema,
  },
  ({ user, body }) => createSupportContact(body, user.language),
);
