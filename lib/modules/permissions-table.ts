// docs/permissions.md, generated from the manifests: every operation and every screen with the
// organization scope, system scope and LIMITED availability it needs, grouped by area. The
// committed file is compared with this in a test, so every change of a permission shows in a diff
// (`npm run permissions` writes it anew).
import type { Operation } from "@/lib/platform/auth/access";
import { GROUP_REQUIREMENTS, MENU_GROUPS, type ModuleManifest } from "@/lib/platform/modules/manifest";
import { requirementFor, type RouteTable } from "@/lib/platform/modules/route-table";

const AREA_TITLES: Record<string, string> = {
  platform: "Platform",
  dashboard: "Dashboard",
  admin: "Admin (the maintainers' catalogues)",
  organization: "Organization",
  leadership: "Leadership",
  planning: "Planning",
  operation: "Operation",
  documents: "Documents",
  monitoring: "Monitoring",
  chemicals: "Chemicals",
  evaluation: "Evaluation",
};

const scope = (value: string | undefined) => (value ? `\`${value}\`` : "–");
const limited = (operation: Operation) =>
  operation.limited
    ? "open"
    : operation.limitedExemptFor
      ? `closed (open to system ${operation.limitedExemptFor})`
      : "closed";
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

function operationName(manifests: readonly ModuleManifest[], operation: Operation): string {
  for (const manifest of manifests) {
    for (const [resource, operations] of Object.entries(manifest.operations)) {
      for (const [name, candidate] of Object.entries(operations)) {
        if (candidate === operation) return `${resource}.${name}`;
      }
    }
  }
  throw new Error("A screen names an operation that no manifest declares");
}

function moduleSection(manifest: ModuleManifest, manifests: readonly ModuleManifest[], table: RouteTable): string[] {
  const lines = [`### \`${manifest.key}\``, ""];
  // a module whose screens write through other modules' operations (the quick actions) has no table of its own
  if (Object.values(manifest.operations).some((operations) => Object.keys(operations).length)) {
    lines.push(row(["Operation", "Organization scope", "System scope", "LIMITED"]), row(["---", "---", "---", "---"]));
  } else {
    lines.push("No operations of its own: its screens use those of the modules named below.");
  }
  for (const [resource, operations] of Object.entries(manifest.operations)) {
    for (const [name, operation] of Object.entries(operations)) {
      const org = operation.beyondOwn
        ? `${scope(operation.org)} for one's own; ${scope(operation.beyondOwn)} for anyone's`
        : operation.ownOnly
          ? `${scope(operation.org)}, one's own only`
          : scope(operation.org);
      lines.push(row([`\`${resource}.${name}\``, org, scope(operation.system), limited(operation)]));
    }
  }
  const screens = table.screens.filter((screen) => screen.module === manifest.key);
  if (screens.length) {
    lines.push("", row(["Screen", "Operation", "Organization scope", "System scope", "LIMITED"]));
    lines.push(row(["---", "---", "---", "---", "---"]));
    for (const screen of screens) {
      const notes = [
        screen.plainIdDetail ? `"new": \`${requirementFor(screen, { id: "new" }).org}\`` : "",
        screen.redirectTo ? `redirects to \`${screen.redirectTo}\`` : "",
      ].filter(Boolean);
      lines.push(
        row([
          `\`${screen.path}\`${notes.length ? ` (${notes.join("; ")})` : ""}`,
          `\`${operationName(manifests, screen.operation)}\``,
          scope(screen.requires.org),
          scope(screen.requires.system),
          screen.limited ? "open" : "closed",
        ]),
      );
    }
  }
  return [...lines, ""];
}

export function permissionsTable(manifests: readonly ModuleManifest[], table: RouteTable): string {
  const groupNeeds = MENU_GROUPS.filter((group) => GROUP_REQUIREMENTS[group]).map((group) => {
    const needs = GROUP_REQUIREMENTS[group]!;
    return `- The ${AREA_TITLES[group].toLowerCase()} menu group: ${[needs.org && `organization \`${needs.org}\``, needs.system && `system \`${needs.system}\``].filter(Boolean).join(", ")}.`;
  });
  const areas = ["platform", ...MENU_GROUPS];
  return [
    "# Permissions",
    "",
    "Generated from the modules' manifests (`lib/modules/*/*/module.ts`, listed in `lib/modules/registry.ts`)",
    "by `npm run permissions`; a test fails when this file differs from what the manifests declare.",
    "Review a change of a permission here. Organization scopes: `MANAGE` ⊇ `EDIT` ⊇ `READ`, `EDIT` ⊇",
    "`EDIT_PROCEDURES` ⊇ `READ_PROCEDURES`, `READ` ⊇ `READ_PROCEDURES`. System scopes: `MAINTAIN`, `MANAGE`.",
    '"LIMITED" says whether an organization with LIMITED feature access may use the operation or open the',
    "screen. Every screen sits in the layout, which needs organization `READ`; a plain-id detail screen",
    'opens for its "new" form with less than the stated scope.',
    "",
    ...groupNeeds,
    "",
    ...areas.flatMap((area) => {
      const members = manifests.filter((manifest) => manifest.area === area);
      return members.length
        ? [`## ${AREA_TITLES[area]}`, "", ...members.flatMap((manifest) => moduleSection(manifest, manifests, table))]
        : [];
    }),
  ]
    .join("\n")
    .replace(/\n+$/, "\n");
}
