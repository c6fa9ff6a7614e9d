// How acts and questionnaires appear in the template form's pickers.
import type { Option } from "@/components/platform/forms/remote-autocomplete";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";

const MAX_NAME = 100;

/** An act by its name (short name, else title) and official number: "REACH (Regulation (EC) No 1907/2006)". */
export function actOption(act: { id: string; officialNumber: string; name: string | null }): Option {
  const name = act.name && act.name.length > MAX_NAME ? `${act.name.slice(0, MAX_NAME).trimEnd()}…` : act.name;
  return {
    id: act.id,
    label: name && name !== act.officialNumber ? `${name} (${act.officialNumber})` : act.officialNumber,
  };
}

/** A row of the catalogue's list, named as the catalogue sorts it. */
export const catalogueActOption = (row: Record<string, unknown>): Option =>
  actOption({
    id: String(row.id),
    officialNumber: String(row.officialNumber),
    name: ((row.shortName ?? row.titleEn ?? row.titleDa) as string | null) ?? null,
  });

/** A questionnaire by its title in the reader's language. */
export const questionnaireOption = (locale: string) => (row: Record<string, unknown>) => ({
  id: String(row.id),
  label: localized(row.titleEn as string | null, row.titleDa as string | null, locale),
});
