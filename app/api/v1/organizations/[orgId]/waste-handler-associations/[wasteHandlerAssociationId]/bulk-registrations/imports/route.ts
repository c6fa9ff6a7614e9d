// POST /api/v1/organizations/{orgId}/waste-handler-associations/{wasteHandlerAssociationId}/bulk-registrations/imports: a handler's statement (CSV or XLSX) as registrations, previewed or written.
// Multipart: `file`; `mapping`, JSON naming the statement's heading of each column
// (`{"performedAt":"Dato","arrangement":"Fraktion","quantity":"Vægt"}`), else the mapping the handler
// remembers from its last import, else the columns' own headings; and `confirm=true` to write.
// Without `confirm` the answer is the preview with the sheet's headings and the mapping used; with
// it every row is registered (a registration per day) in one transaction, or none, and the handler
// remembers the mapping. The write's progress streams to a client that accepts application/x-ndjson.
import { orgRoute } from "@/lib/platform/api/route";
import { readUpload } from "@/lib/platform/files/upload";
import { withProgress } from "@/lib/platform/imports/progress";
import { readSheet } from "@/lib/platform/imports/sheet";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import {
  importStatement,
  previewStatementImport,
  statementImportAnswerSchema,
} from "@/lib/modules/monitoring/waste/import";

export const POST = orgRoute(
  { access: wasteAccess.create, upload: true, response: statementImportAnswerSchema },
  async ({ org, user, params, request }) => {
    const upload = await readUpload(request);
    const sheet = await readSheet(upload);
    const handlerId = params.wasteHandlerAssociationId;
    const mappingField = upload.fields.get("mapping");
    const mapping = typeof mappingField === "string" ? mappingField : null;
    if (upload.fields.get("confirm") !== "true") {
      return previewStatementImport(org, handlerId, sheet, mapping, user.language);
    }
    return withProgress(request, (report) => importStatement(org, handlerId, sheet, mapping, user.language, report));
  },
);
