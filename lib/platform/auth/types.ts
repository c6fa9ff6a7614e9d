import type { Language } from "@/lib/generated/prisma/enums";
import type { OrgScopeName, SystemScopeName } from "./scopes";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  language: Language;
  systemScopes: SystemScopeName[];
  sessionId: string;
};

export type OrganizationKind = "holding" | "subsidiary" | "department";

/** An organization as the shell and the sign-in answer show it. */
export type OrganizationSummary = {
  id: string;
  name: string;
  parentId: string | null;
  type: OrganizationKind;
  featureAccess: "FULL" | "LIMITED";
};

/** What a membership reaching an organization grants there, with the organization's holding and access. */
export type OrganizationGrant = {
  holdingId: string;
  featureAccess: "FULL" | "LIMITED";
  scopes: OrgScopeName[];
};
