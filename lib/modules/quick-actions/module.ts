// The phone's quick actions that record something in a minute with one thumb: register a meter
// reading or a waste collection, add to the control book (complete a due inspection, or an ad-hoc
// finding), upload a document. Each screen writes through the modules that own the records, with
// their operations; the module has none of its own.
import { requirementOf } from "@/lib/platform/auth/access";
import { defineModule } from "@/lib/platform/modules/manifest";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { QUICK_CONTROL_BOOK, QUICK_REGISTER, QUICK_UPLOAD } from "./paths";

export const quickActionsModule = defineModule({
  key: "quick-actions",
  area: "platform",
  operations: {},
  // each screen opens with its first choice's write; the others it offers are checked on the page
  screens: [
    { path: QUICK_REGISTER, operation: meterAccess.update },
    { path: QUICK_CONTROL_BOOK, operation: inspectionAccess.create },
    { path: QUICK_UPLOAD, operation: ownDocumentAccess.create },
  ],
  quickActions: [
    { key: "register", href: QUICK_REGISTER, requires: requirementOf(meterAccess.update), position: 10 },
    {
      key: "addToControlBook",
      href: QUICK_CONTROL_BOOK,
      requires: requirementOf(inspectionAccess.create),
      position: 30,
    },
    { key: "uploadDocument", href: QUICK_UPLOAD, requires: requirementOf(ownDocumentAccess.create), position: 50 },
  ],
});
