// Members from a sheet: name, e-mail, job title, work area, roles and permissions, the headings an
// exported member list has. Each row is added exactly as the member form adds one (createMembers),
// so the same rules, invitations and audit trail apply; names of areas, roles and permissions are
// read in English or Danish.
import "server-only";
import type { FieldErrors } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { ORG_SCOPES, type OrgScopeName } from "@/lib/platform/auth/scopes";
import { db } from "@/lib/platform/db";
import { LOCALES } from "@/lib/platform/i18n/config";
import { translator } from "@/lib/platform/i18n/translator";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";
import type { ImportValues } from "@/lib/platform/imports/columns";
import type { ReportProgress } from "@/lib/platform/imports/progress";
import { checkSheet, commitImport, importAnswerSchema, type ImportSpec } from "@/lib/platform/imports/run";
import type { Sheet } from "@/lib/platform/imports/sheet";
import { createMembers } from "./mutations";
import { memberCreateSchema, type MemberCreateInput } from "./schema";

const columns = {
  name: { heading: "people.columns.name", required: true },
  email: { heading: "people.columns.email", required: true },
  jobTitle: { heading: "people.columns.jobTitle" },
  area: { heading: "people.columns.area" },
  roles: { heading: "people.columns.roles" },
  scopes: { heading: "people.member.scopes" },
} as const;

type Column = keyof typeof columns;

/** The import route's answer: the preview of the sheet, or how many members were added. */
export const memberImportAnswerSchema = importAnswerSchema(Object.keys(columns) as Column[]);

/** The body field of the member form → the sheet's column. */
const COLUMN_OF_FIELD: Record<string, Column> = { areaId: "area", roleIds: "roles" };

const key = (text: string) => text.trim().toLocaleLowerCase("da");
const list = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The organization's names that a sheet may use, read once for the whole sheet. */
async function lookups(org: OrgContext) {
  const where = { organizationId: org.organizationId, archivedDate: null };
  const [areas, roles, members] = await Promise.all([
    db().area.findMany({ where, select: { id: true, name: true } }),
    db().role.findMany({ where, select: { id: true, name: true } }),
    db().membership.findMany({ where: { organizationId: org.organizationId }, select: { userEmail: true } }),
  ]);
  const scopes = new Map<string, OrgScopeName>();
  for (const t of LOCALES.map(translator)) {
    for (const scope of ORG_SCOPES) scopes.set(key(t(`people.scopes.${scope}`)), scope);
  }
  for (const scope of ORG_SCOPES) scopes.set(key(scope), scope);
  return {
    areas: new Map(areas.map((area) => [key(area.name), area.id])),
    roles: new Map(roles.map((role) => [key(role.name), role.id])),
    members: new Set(members.map((member) => key(member.userEmail))),
    scopes,
  };
}

/** How one row becomes the member form's body, with errors in the user's language. */
async function memberImportSpec(org: OrgContext, language: string): Promise<ImportSpec<Column, MemberCreateInput>> {
  const known = await lookups(org);
  const t = translator(language);
  const error = { error: validationErrorMap((message, values) => t(`validation.${message}`, values)) };
  const rowsOfEmail = new Map<string, number>();

  return {
    columns,
    read(values: ImportValues<Column>, row: number) {
      const errors: FieldErrors = {};
      const areaId = values.area ? (known.areas.get(key(values.area)) ?? null) : null;
      if (values.area && !areaId) errors.area = t("importExport.errors.unknownArea", { name: values.area });
      const roleIds = list(values.roles).flatMap((name) => {
        const id = known.roles.get(key(name));
        if (!id) errors.roles ??= t("importExport.errors.unknownRole", { name });
        return id ? [id] : [];
      });
      const scopes = list(values.scopes).flatMap((name) => {
        const scope = known.scopes.get(key(name));
        if (!scope) errors.scopes ??= t("importExport.errors.unknownScope", { name });
        return scope ? [scope] : [];
      });
      const parsed = memberCreateSchema.safeParse(
        {
          name: values.name,
          email: values.email,
          jobTitle: values.jobTitle,
          areaId,
          roleIds,
          // a sheet without permissions adds readers, the least a member has
          scopes: values.scopes ? scopes : ["READ"],
          competenceRequirements: [],
        },
        error,
      );
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          errors[COLUMN_OF_FIELD[field] ?? field] ??= issue.message;
        }
      }
      const email = key(values.email);
      if (email && known.members.has(email)) errors.email ??= t("importExport.errors.alreadyMember");
      const earlier = rowsOfEmail.get(email);
      if (email && earlier) errors.email ??= t("importExport.errors.twiceInSheet", { row: earlier });
      if (email && !earlier) rowsOfEmail.set(email, row);
      if (Object.keys(errors).length || !parsed.success) return { errors };
      return { input: parsed.data };
    },
  };
}

/** What an import of this sheet would do, row by row; nothing is written. */
export async function previewMemberImport(org: OrgContext, sheet: Sheet, language: string) {
  return checkSheet(sheet, await memberImportSpec(org, language)).preview;
}

/** Adds every member of the sheet in one transaction, or none (422/409 naming the row). */
export async function importMembers(
  org: OrgContext,
  sheet: Sheet,
  language: string,
  baseUrl: string,
  report?: ReportProgress,
) {
  const checked = checkSheet(sheet, await memberImportSpec(org, language));
  return commitImport(checked, (inputs, progress) => createMembers(org, inputs, baseUrl, progress), report);
}
