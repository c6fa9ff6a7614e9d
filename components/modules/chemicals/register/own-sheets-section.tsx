import { getFormatter, getTranslations } from "next-intl/server";
import { FileLinks } from "@/components/platform/files/file-links";
import { EvidenceLine, EvidenceList, EvidenceTitle } from "@/components/platform/ui/evidence-list";
import type { OwnSheetDto } from "@/lib/modules/chemicals/register/own-sheet-dto";
import { countryName } from "@/lib/platform/fields/countries";
import { languageName } from "@/lib/platform/fields/languages";
import { FORMATS } from "@/lib/platform/i18n/config";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/**
 * The safety data sheets the organization uploaded for a registered product, the newest revision
 * first, each with its language, country and who recorded it. Editors upload new ones and remove
 * one uploaded wrongly (its record stays in the chemical's history).
 */
export async function OwnSheetsSection(props: {
  organizationId: string;
  associationId: string;
  sheets: OwnSheetDto[];
  canEdit: boolean;
}) {
  const [t, format, language] = await Promise.all([
    getTranslations("chemicalRegister.sheets"),
    getFormatter(),
    getLanguage(),
  ]);
  // a revision date is a calendar date, sent as midnight UTC
  const day = (value: string) => format.dateTime(new Date(value), { ...FORMATS.dateTime.day, timeZone: "UTC" });
  const base = `/api/v1/organizations/${props.organizationId}/chemical-associations/${props.associationId}`;
  return (
    <EvidenceList
      title={t("title")}
      intro={t("intro")}
      none={t("none")}
      items={props.sheets}
      itemProps={(sheet) => ({ "data-own-sheet": sheet.file.name })}
      lines={(sheet) => (
        <>
          <EvidenceTitle>
            <FileLinks organizationId={props.organizationId} files={[sheet.file]} />
          </EvidenceTitle>
          <EvidenceLine>
            {t("line", {
              date: day(sheet.lastRevisionDate),
              language: languageName(sheet.language, language),
              country: countryName(sheet.countryAlpha2, language),
            })}
          </EvidenceLine>
          <EvidenceLine muted>
            {t("recordedBy", { date: format.dateTime(sheet.recordedAt, "day"), name: sheet.recordedByName ?? "–" })}
          </EvidenceLine>
        </>
      )}
      removal={
        props.canEdit
          ? (sheet) => ({
              path: `${base}/safety-data-sheets/${sheet.id}`,
              name: `${sheet.file.name}, ${day(sheet.lastRevisionDate)}`,
            })
          : undefined
      }
      add={
        props.canEdit
          ? { href: `/chemicals/my-chemicals/${props.associationId}/safety-data-sheets/new`, label: t("add") }
          : null
      }
    />
  );
}
