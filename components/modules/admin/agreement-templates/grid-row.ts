// A template as the grid shows it, made on the server in the reader's language.
import { countryName } from "@/lib/platform/fields/countries";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { AgreementTemplateListRow } from "@/lib/modules/admin/agreement-templates/dto";

export type AgreementTemplateGridRow = {
  id: string;
  /** The title in the reader's language (the other one's where it has none). */
  title: string;
  type: string;
  frequency: string;
  /** The country named in the reader's language; null: any. */
  country: string | null;
  legislationCount: number;
  lastModifiedDate: string;
};

export const agreementTemplateGridRow = (row: AgreementTemplateListRow, locale: string): AgreementTemplateGridRow => ({
  id: row.id,
  title: localized(row.titleEn, row.titleDa, locale),
  type: row.type,
  frequency: row.frequency,
  country: row.countryAlpha2 && countryName(row.countryAlpha2, locale),
  legislationCount: row.legislationCount,
  lastModifiedDate: row.lastModifiedDate.toISOString(),
});
