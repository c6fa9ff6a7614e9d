// One permission declaration per operation. Each module lists its operations in its own
// `access.ts`; the route kit enforces them on the API (lib/platform/api/route.ts), the route table
// derives every screen's requirement and LIMITED availability from them (lib/platform/routes.ts),
// and pages ask `permits` before offering an action. A screen and the API call behind it therefore
// read the same declaration.
import { satisfies, type Grants, type OrgScopeName, type Requirement, type SystemScopeName } from "./scopes";

export type FeatureAccess = "FULL" | "LIMITED";

export type Operation = {
  /** The organization scope needed in the organization acted on. */
  readonly org?: OrgScopeName;
  /**
   * For operations on records one is responsible for (an action): `org` is what acting on one's own
   * takes, this what acting on anyone's takes. The data function checks it (`actsBeyondOwn`).
   */
  readonly beyondOwn?: OrgScopeName;
  /** Only for records that are the caller's own (a delegation to accept): nobody does it for another. */
  readonly ownOnly?: true;
  /** The system scope needed (held by the user, whatever the organization). */
  readonly system?: SystemScopeName;
  /** Open to an organization with LIMITED feature access. */
  readonly limited: boolean;
  /**
   * Holders of this system scope may use the operation under LIMITED all the same. Only changing an
   * organization uses it: system managers set LIMITED, so they must be able to lift it again.
   */
  readonly limitedExemptFor?: SystemScopeName;
};

/** An operation outside any organization (no organization is named, so LIMITED cannot apply). */
export type UserOperation = Operation & { readonly org?: undefined };

/** The scopes part of an operation. */
export function requirementOf(operation: Operation): Requirement {
  return {
    ...(operation.org ? { org: operation.org } : {}),
    ...(operation.system ? { system: operation.system } : {}),
  };
}

/** Whether an organization's feature access lets this caller use the operation there. */
export function openUnder(operation: Operation, grants: Grants, featureAccess: FeatureAccess): boolean {
  if (featureAccess === "FULL" || operation.limited) return true;
  return operation.limitedExemptFor !== undefined && grants.system.includes(operation.limitedExemptFor);
}

/** Scopes and feature access together: what the API enforces and what pages ask before offering an action. */
export function permits(
  operation: Operation,
  context: { readonly grants: Grants; readonly featureAccess: FeatureAccess },
): boolean {
  return (
    satisfies(context.grants, requirementOf(operation)) && openUnder(operation, context.grants, context.featureAccess)
  );
}

/** Whether the caller may do the operation on records others are responsible for. */
export const actsBeyondOwn = (operation: Operation, grants: Grants) =>
  satisfies(grants, { org: operation.beyondOwn ?? operation.org });

/** Operations of the platform itself, used by several modules. */
export const platformAccess = {
  /** Any signed-in user: the organization tree, the user's own preferences, reference lists. */
  signedIn: { limited: true },
  /** The caller's own permission names in an organization. */
  permissions: { org: "READ_PROCEDURES", limited: true },
  /** Documents of the forms of every module, LIMITED ones included. */
  readFiles: { org: "READ", limited: true },
  writeFiles: { org: "EDIT", limited: true },
  /** The organization's audit log: every change by anyone (not part of LIMITED feature access). */
  auditLog: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
