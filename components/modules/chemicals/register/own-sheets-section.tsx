import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { FileLinks } from "@/components/platform/files/file-links";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
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
    <Section title={t("title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("intro")}
      </Typography>
      {props.sheets.length === 0 ? <Typography color="text.secondary">{t("none")}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {props.sheets.map((sheet) => (
          <Stack
            component="li"
            key={sheet.id}
            data-own-sheet={sheet.file.name}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ justifyContent: "space-between", borderBottom: 1, borderColor: "divider", pb: 1 }}
          >
            <div>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                <FileLinks organizationId={props.organizationId} files={[sheet.file]} />
              </Typography>
              <Typography variant="body2">
                {t("line", {
                  date: day(sheet.lastRevisionDate),
                  language: languageName(sheet.language, language),
                  country: countryName(sheet.countryAlpha2, language),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("recordedBy", { date: format.dateTime(sheet.recordedAt, "day"), name: sheet.recordedByName ?? "–" })}
              </Typography>
            </div>
            {props.canEdit ? (
              <div>
                <RemovalButton
                  kind="delete"
                  path={`${base}/safety-data-sheets/${sheet.id}`}
                  name={`${sheet.file.name}, ${day(sheet.lastRevisionDate)}`}
                />
              </div>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {props.canEdit ? (
        <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1 }}>
          <LinkButton href={`/chemicals/my-chemicals/${props.associationId}/safety-data-sheets/new`} variant="outlined">
            {t("add")}
          </LinkButton>
        </Stack>
      ) : null}
    </Section>
  );
}
