// Environmental aspects (ISO 14001 6.1.2): activities, products and services with their aspects and
// impacts, rated by the holding's criteria of significance, with the measured figures of their
// meters, waste and chemicals, the obligations and procedures that bear on them, and their actions.
import { defineModule } from "@/lib/platform/modules/manifest";
import { aspectAccess } from "./access";

const aspects = "/planning/aspects";

export const aspectsModule = defineModule({
  key: "planning/aspects",
  area: "planning",
  operations: { aspect: aspectAccess },
  screens: [
    { path: aspects, operation: aspectAccess.list },
    { path: `${aspects}/criteria`, operation: aspectAccess.criteria },
    { path: `${aspects}/[id]`, operation: aspectAccess.read, plainId: true },
    { path: `${aspects}/[id]/edit`, operation: aspectAccess.update },
  ],
  menu: [{ group: "planning", key: "aspects", href: aspects, position: 20 }],
  history: async () => (await import("./history")).aspectsHistory,
});
