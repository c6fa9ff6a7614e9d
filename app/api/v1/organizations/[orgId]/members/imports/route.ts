// POST /api/v1/organizations/{orgId}/members/imports: members from a CSV or XLSX sheet, previewed or added.
// Multipart: `file`, and `confirm=true` to write. Without `confirm` the answer is the preview, row
// by row, and nothing is written; with it every row is added in one transaction, or none, with the
// write's progress streamed to a client that accepts application/x-ndjson (imports/progress.ts).
import { orgRoute } from "@/lib/platform/api/route";
import { readUpload } from "@/lib/platform/files/upload";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { withProgress } from "@/lib/platform/imports/progress";
import { readSheet } from "@/lib/platform/imports/sheet";
import { memberAccess } from "@/lib/modules/organization/members/access";
import {
  importMembers,
  previewMemberImport,
  memberImportAnswerSchema,
} from "@/lib/modules/organization/members/import";

export const POST = orgRoute(
  { access: memberAccess.create, upload: true, response: memberImportAnswerSchema },
  async ({ org, user, request }) => {
    const upload = await readUpload(request);
    const sheet = await readSheet(upload);
    if (upload.fields.get("confirm") !== "true") return previewMemberImport(org, sheet, user.language);
    const baseUrl = appBaseUrl(request);
    return withProgress(request, (report) => importMembers(org, sheet, user.language, baseUrl, report));
  },
);
