// POST /api/v1/organizations/{orgId}/chemical-associations/imports: an existing chemical register from a CSV or XLSX sheet, previewed or registered.
// Multipart: `file`, and `confirm=true` to write. Without `confirm` the answer is the preview, row
// by row, and nothing is written; with it every row is registered in one transaction, or none, with
// the write's progress streamed to a client that accepts application/x-ndjson (imports/progress.ts).
import { orgRoute } from "@/lib/platform/api/route";
import { readUpload } from "@/lib/platform/files/upload";
import { withProgress } from "@/lib/platform/imports/progress";
import { readSheet } from "@/lib/platform/imports/sheet";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import {
  importRegister,
  previewRegisterImport,
  registerImportAnswerSchema,
} from "@/lib/modules/chemicals/register/import";

export const POST = orgRoute(
  { access: chemicalRegisterAccess.create, upload: true, response: registerImportAnswerSchema },
  async ({ org, user, request }) => {
    const upload = await readUpload(request);
    const sheet = await readSheet(upload);
    if (upload.fields.get("confirm") !== "true") return previewRegisterImport(org, sheet, user.language);
    return withProgress(request, (report) => importRegister(org, sheet, user.language, report));
  },
);
