// POST /api/v1/organizations/{orgId}/meters/readings/imports: readings of many meters from a CSV or XLSX sheet, previewed or added.
// Multipart: `file`, and `confirm=true` to write. Without `confirm` the answer is the preview, row
// by row, and nothing is written; with it every row is added in one transaction, or none.
import { orgRoute } from "@/lib/platform/api/route";
import { readUpload } from "@/lib/platform/files/upload";
import { readSheet } from "@/lib/platform/imports/sheet";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import {
  importReadings,
  previewReadingImport,
  readingImportAnswerSchema,
} from "@/lib/modules/monitoring/meters/import";

export const POST = orgRoute(
  { access: meterAccess.update, upload: true, response: readingImportAnswerSchema },
  async ({ org, user, request }) => {
    const upload = await readUpload(request);
    const sheet = await readSheet(upload);
    if (upload.fields.get("confirm") !== "true") return previewReadingImport(org, sheet, user.language);
    return importReadings(org, sheet, user.language);
  },
);
