// What an audit's form picks from: the organization's areas and the questionnaires it may answer
// for an internal audit (the system's and its own copies).
import "server-only";
import { getLocale } from "next-intl/server";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { AuditChoices } from "./audit-form";

export async function auditChoices(org: OrgContext): Promise<AuditChoices> {
  const locale = await getLocale();
  const [areas, questionnaires] = await Promise.all([
    db().area.findMany({
      where: { organizationId: org.organizationId, archivedDate: null },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    db().questionnaire.findMany({
      where: {
        purpose: "INTERNAL_AUDIT",
        archivedDate: null,
        OR: [{ organizationId: null }, { organizationId: org.organizationId }],
      },
      select: { id: true, titleEn: true, titleDa: true, organizationId: true },
      orderBy: { title: "asc" },
    }),
  ]);
  return {
    areas,
    questionnaires: questionnaires.map((row) => ({ id: row.id, name: localized(row.titleEn, row.titleDa, locale) })),
  };
}
