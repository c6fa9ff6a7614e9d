// Menu entries and quick actions of modules still to come, shown disabled in their places. A
// module that is built declares its entry in its manifest, and its line here goes.
import type { PlannedSpec } from "@/lib/platform/modules/manifest";

export const PLANNED: readonly PlannedSpec[] = [];
