import type { Operation } from "@/lib/platform/auth/access";

export const searchAccess = {
  /**
   * Searching what one may open in the organization and below it. Open under LIMITED access: a
   * LIMITED organization's hits are of the kinds its LIMITED access opens (issue 29).
   */
  search: { org: "READ", limited: true },
} as const satisfies Record<string, Operation>;
