import { getFormatter, getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Notice } from "@/components/platform/ui/notice";
import { Section } from "@/components/platform/ui/section";
import type { ChemicalRegisterDto } from "@/lib/modules/chemicals/register/dto";
import { amountUnitSymbol } from "@/lib/modules/chemicals/register/amount-units";
import { countryName } from "@/lib/platform/fields/countries";
import { currentSheetHref } from "@/lib/modules/chemicals/register/sheet-links";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/** Where the chemical is used and stored, how much, who supplies it, and its safety data sheet. */
export async function RegisterFacts({
  organizationId,
  chemical,
  producer,
  maxAgeYears,
}: {
  organizationId: string;
  chemical: ChemicalRegisterDto;
  producer: string | null;
  maxAgeYears: number;
}) {
  const t = await getTranslations("chemicalRegister.detail");
  const tGaps = await getTranslations("chemicalRegister.gaps");
  const format = await getFormatter();
  const day = (date: string) => format.dateTime(new Date(date), "day");
  const none = t("none");
  const country = countryName(chemical.countryAlpha2, await getLanguage());
  const sheet = chemical.safetyDataSheet;
  const names = (areas: { name: string }[]) => areas.map((area) => area.name).join(", ") || none;
  const facts: [string, string][] = [
    [t("producer"), producer ?? none],
    [t("supplier"), chemical.supplier?.name ?? none],
    [t("unNumber"), chemical.chemical.unNumber ? `UN ${chemical.chemical.unNumber}` : none],
    [t("purpose"), chemical.purpose ?? none],
    [t("responsible"), chemical.responsible?.name ?? none],
    [
      t("amount"),
      chemical.amount === null ? none : `${chemical.amount} ${amountUnitSymbol(chemical.amountUnit ?? "")}`.trim(),
    ],
    [t("useAreas"), names(chemical.useAreas)],
    [t("storageAreas"), names(chemical.storageAreas)],
    [t("storageClass"), chemical.storageClass ?? none],
    [t("country"), country],
    [
      t("sds"),
      sheet.lastRevisionDate
        ? [
            t("sdsValue", { date: day(sheet.lastRevisionDate) }),
            sheet.own ? t("sdsOwn") : null,
            t("sdsDue", { date: day(sheet.dueDate!) }),
          ]
            .filter(Boolean)
            .join(" · ")
        : t("sdsNone", { country }),
    ],
  ];
  return (
    <Section title={t("facts")}>
      {sheet.status !== "CURRENT" ? (
        <Notice>
          {sheet.status === "STALE" ? t("sdsStaleNotice", { years: maxAgeYears }) : t("sdsMissingNotice", { country })}
        </Notice>
      ) : null}
      {chemical.gaps.length ? (
        <Notice>{t("gapsNotice", { gaps: chemical.gaps.map((gap) => tGaps(gap)).join(", ") })}</Notice>
      ) : null}
      <FactList facts={facts} spaced={sheet.status !== "CURRENT" || chemical.gaps.length > 0} />
      {sheet.fileId ? (
        <p>
          <a href={currentSheetHref(organizationId, chemical.id)} download>
            {t("sdsOpen")}
          </a>
        </p>
      ) : null}
    </Section>
  );
}
