// Events: reporting (from a phone too), the investigation with its actions (held by the action plan,
// which also lists them as due), statistics.
import { defineModule } from "@/lib/platform/modules/manifest";
import { requirementOf } from "@/lib/platform/auth/access";
import { eventAccess } from "./access";

const events = "/evaluation/event-handling";

export const eventsModule = defineModule({
  key: "evaluation/events",
  area: "evaluation",
  operations: { event: eventAccess },
  screens: [
    { path: "/events/new", operation: eventAccess.create },
    { path: events, operation: eventAccess.list },
    { path: `${events}/[id]`, operation: eventAccess.read, plainId: true },
  ],
  menu: [{ group: "evaluation", key: "eventHandling", href: events, position: 10 }],
  quickActions: [
    { key: "reportEvent", href: "/events/new", requires: requirementOf(eventAccess.create), position: 20 },
  ],
  history: async () => (await import("./history")).eventsHistory,
});
