// Menu entries and quick actions of modules still to come, shown disabled in their places. A
// module that is built declares its entry in its manifest, and its line here goes.
import type { PlannedSpec } from "@/lib/platform/modules/manifest";

export const PLANNED: readonly PlannedSpec[] = [
  { group: "admin", key: "agreementTemplates", position: 100 },
  { group: "operation", key: "competence", position: 20 },
  { group: "operation", key: "communication", position: 30 },
  { group: "quickActions", key: "register", position: 10 },
  { group: "quickActions", key: "addToControlBook", position: 30 },
  { group: "quickActions", key: "uploadDocument", position: 50 },
  { group: "quickActions", key: "supportTicket", position: 70 },
  { group: "quickActions", key: "search", position: 80 },
];
