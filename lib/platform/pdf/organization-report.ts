// What every report of an organization opens with, in the reader's language: the organization's
// name and logo, the moment it was generated and by whom, and the words of the page footer. The
// modules' reports (an audit report, minutes, the registers) start from here.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { fileStorage } from "@/lib/platform/files/storage";
import { FORMATS, FORMATTING_LOCALES, isLocale, TIME_ZONE } from "@/lib/platform/i18n/config";
import { translator, type Translate } from "@/lib/platform/i18n/translator";
import type { ReportOptions } from "./report";

// a logo is a small picture; anything larger is not drawn rather than read into memory
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

async function logoBytes(organizationId: string): Promise<Buffer | null> {
  const organization = await db().organization.findUnique({
    where: { id: organizationId },
    select: { logo: { select: { storageKey: true, size: true, deleted: true, contentType: true } } },
  });
  const logo = organization?.logo;
  if (!logo || logo.deleted || logo.size > MAX_LOGO_BYTES || !logo.contentType.startsWith("image/")) return null;
  try {
    const chunks: Uint8Array[] = [];
    for await (const chunk of await fileStorage().read(logo.storageKey)) chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch {
    // a logo missing from storage leaves the report without it, not without the report
    return null;
  }
}

/** The report's title block and footer for the organization, and the translator of its reader. */
export async function organizationReport(
  org: OrgContext,
  title: string,
  lines: string[],
): Promise<{ options: ReportOptions; t: Translate; locale: string }> {
  const language = org.user.language;
  const t = translator(language);
  const locale = FORMATTING_LOCALES[isLocale(language) ? language : "en"];
  const [organization, logo] = await Promise.all([
    db().organization.findUniqueOrThrow({ where: { id: org.organizationId }, select: { name: true } }),
    logoBytes(org.organizationId),
  ]);
  const moment = new Intl.DateTimeFormat(locale, { ...FORMATS.dateTime.timestamp, timeZone: TIME_ZONE }).format(
    new Date(),
  );
  return {
    t,
    locale,
    options: {
      title,
      lines: [organization.name, ...lines],
      generated: t("reports.generated", { date: moment, name: org.user.name }),
      pageLabel: (page) => t("reports.page", { page }),
      language,
      logo,
    },
  };
}
