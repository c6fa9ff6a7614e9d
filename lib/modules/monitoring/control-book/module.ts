// The control book: recurring agreements (services, analyses, calibrations) and their inspections.
import { defineModule } from "@/lib/platform/modules/manifest";
import { agreementAccess, inspectionAccess } from "./access";

const book = "/monitoring/control-book";

export const controlBookModule = defineModule({
  key: "monitoring/control-book",
  area: "monitoring",
  operations: { agreement: agreementAccess, inspection: inspectionAccess },
  screens: [
    { path: "/monitoring", operation: inspectionAccess.list, redirectTo: book },
    { path: book, operation: inspectionAccess.list },
    // the control book's views by their own address (a link typed or cut back from a record's)
    { path: `${book}/inspections`, operation: inspectionAccess.list, redirectTo: book },
    { path: `${book}/agreements`, operation: agreementAccess.list, redirectTo: `${book}?view=agreements` },
    { path: `${book}/inspections/[id]`, operation: inspectionAccess.open, plainId: true },
    { path: `${book}/inspections/[id]/edit`, operation: inspectionAccess.update },
    { path: `${book}/agreements/[id]`, operation: agreementAccess.open, plainId: true },
    { path: `${book}/agreements/[id]/edit`, operation: agreementAccess.update },
  ],
  menu: [{ group: "monitoring", key: "controlBook", href: book, position: 10 }],
  due: async () => [(await import("./due-source")).inspectionsDue],
  history: async () => (await import("./history")).controlBookHistory,
});
