// Menu entries and quick actions of modules still to come, shown disabled in their places. A
// module that is built declares its entry in its manifest, and its line here goes.
import type { PlannedSpec } from "@/lib/platform/modules/manifest";

export const PLANNED: readonly PlannedSpec[] = [
  { group: "quickActions", key: "register", position: 10 },
  { group: "quickActions", key: "addToControlBook", position: 30 },
  { group: "quickActions", key: "uploadDocument", position: 50 },
];
