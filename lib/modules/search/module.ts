// One search across everything the person may open in the active organization and below it: the
// box in the app bar, the search screen, and the phone's quick action that opens it.
import { requirementOf } from "@/lib/platform/auth/access";
import { defineModule } from "@/lib/platform/modules/manifest";
import { searchAccess } from "./access";
import { SEARCH_SCREEN } from "./screen";

export const searchModule = defineModule({
  key: "search",
  area: "platform",
  operations: { search: searchAccess },
  screens: [{ path: SEARCH_SCREEN, operation: searchAccess.search }],
  quickActions: [{ key: "search", href: SEARCH_SCREEN, requires: requirementOf(searchAccess.search), position: 80 }],
});
