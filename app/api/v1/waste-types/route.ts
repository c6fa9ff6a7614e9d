// GET /api/v1/waste-types: the European List of Waste; `localized=true` names each type in the user's language for a picker.
import { userRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { wasteTypeAccess } from "@/lib/modules/admin/waste-types/access";
import { listLocalizedWasteTypes, wasteTypeSource } from "@/lib/modules/admin/waste-types/data";
import { wasteTypeExport } from "@/lib/modules/admin/waste-types/export";
import { wasteTypeListQuerySchema } from "@/lib/modules/admin/waste-types/schema";
import { wasteTypePageSchema } from "@/lib/modules/admin/waste-types/dto";

// a page (localized or with every field), or the whole catalogue as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  { access: wasteTypeAccess.browse, query: wasteTypeListQuerySchema, response: wasteTypePageSchema },
  async (input) =>
    input.query.localized === "true"
      ? await listLocalizedWasteTypes(input.query, input.user.language)
      : await answerList(input, wasteTypeExport, wasteTypeSource(input.query)),
);
