// What a module declares about itself, in one file (lib/modules/<area>/<domain>/module.ts): its
// operations, screens, menu entries, quick actions, what falls due in it and how its records' history
// reads. The route table, the guard, the menu, the due registry, the history vocabulary and the
// permission table (docs/permissions.md) are assembled from the list of manifests in
// lib/modules/registry.ts; the platform never imports a module.
import type { HistoryVocabulary } from "@/lib/platform/audit/vocabulary";
import type { Operation } from "@/lib/platform/auth/access";
import type { Requirement } from "@/lib/platform/auth/scopes";
import type { DueSource } from "@/lib/platform/recurrence/sources";

export type MenuGroup =
  | "dashboard"
  | "admin"
  | "organization"
  | "leadership"
  | "planning"
  | "operation"
  | "documents"
  | "monitoring"
  | "chemicals"
  | "evaluation";

export const MENU_GROUPS: readonly MenuGroup[] = [
  "dashboard",
  "admin",
  "organization",
  "leadership",
  "planning",
  "operation",
  "documents",
  "monitoring",
  "chemicals",
  "evaluation",
];

/** What a whole menu group needs besides each entry's own requirement (SPEC.md section 6). */
export const GROUP_REQUIREMENTS: Partial<Record<MenuGroup, Requirement>> = {
  admin: { system: "MAINTAIN" },
  planning: { org: "MANAGE" },
};

type ScreenSpec = {
  /** Next-style pattern: `[name]` is one path segment. */
  path: string;
  /** The operation the screen needs (the API behind it checks the same one). */
  operation: Operation;
  /** A plain-id detail screen: when the id is "new" a READ user may open it. */
  plainId?: boolean;
  /** The screen only sends the person on. */
  redirectTo?: string;
};

type MenuSpec = {
  group: MenuGroup;
  /** The message key under the menu's messages. */
  key: string;
  /** One of the module's screens. */
  href: string;
  /** Order within the group: lower first; planned entries (lib/modules/planned.ts) take part too. */
  position: number;
};

type QuickActionSpec = {
  key: string;
  href: string;
  requires: Requirement;
  position: number;
  /** The action is about the page the person is on (a support ticket): the dial adds `?from=<that page>`. */
  carriesOrigin?: boolean;
};

export type ModuleManifest = {
  /** The module's folder under lib/modules (or lib/platform for the platform's own screens). */
  key: string;
  /** Where the permission table lists it. */
  area: MenuGroup | "platform";
  /** The module's operations by resource and name: `{ machine: { read: …, update: … } }`. */
  operations: Record<string, Record<string, Operation>>;
  screens?: ScreenSpec[];
  menu?: MenuSpec[];
  quickActions?: QuickActionSpec[];
  /** What falls due in the module, loaded when the dashboard, digest or calendar asks. */
  due?: () => Promise<readonly DueSource[]>;
  /**
   * How the history of each kind of record the module's audit triggers write reads: each field's
   * label and kind of value, and the fields left out (lib/platform/audit/vocabulary.ts). Loaded
   * when a history or the audit log is read, so the guard never loads it.
   */
  history?: () => Promise<HistoryVocabulary>;
};

/** A menu entry or quick action of a module still to come: shown disabled, in its place. */
export type PlannedSpec = { group: MenuGroup | "quickActions"; key: string; position: number };

/** Declares a module; the identity function keeps each manifest's literal types. */
export const defineModule = <M extends ModuleManifest>(manifest: M): M => manifest;
