// The performance overview as a workbook: a row per figure and year with its twelve months and the
// year's total, then a row per organization with its totals.
import "server-only";
import type { Translate } from "@/lib/platform/i18n/translator";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import type { Overview } from "./dto";
import { total } from "./figures";

type Pair = { thisYear: (number | null)[]; lastYear: (number | null)[] };

export function overviewFile(overview: Overview, t: Translate): Response {
  const { year } = overview;
  const rows: CellValue[][] = [];
  const add = (label: string, unit: string, pair: Pair) => {
    rows.push([label, year, unit, ...pair.thisYear, total(pair.thisYear)]);
    rows.push([label, year - 1, unit, ...pair.lastYear, total(pair.lastYear)]);
  };
  const F = "performance.figures";
  add(t(`${F}.energy`), "kWh", overview.energyKwh);
  add(t(`${F}.water`), "m³", overview.waterM3);
  add(t(`${F}.co2Scope1`), "t", overview.co2Tonnes.scope1);
  add(t(`${F}.co2Scope2`), "t", overview.co2Tonnes.scope2);
  add(t(`${F}.waste`), "t", overview.waste.tonnes);
  add(t(`${F}.recycled`), "t", overview.waste.recycledTonnes);
  for (const [kind, pair] of Object.entries(overview.events.byKind)) add(t(`events.kinds.${kind}`), "", pair);
  add(t(`${F}.lostTimeInjuries`), "", overview.events.lostTimeInjuries);
  add(t(`${F}.hoursWorked`), "h", overview.hoursWorked);
  const months = Array.from({ length: 12 }, (_, index) => t(`performance.months.${index + 1}`));
  // each organization's year, as totals beside the months of the whole
  const blank = Array<CellValue>(12).fill(null);
  for (const organization of overview.organizations) {
    const of = (figure: string, unit: string, value: number | null) =>
      rows.push([`${t(`${F}.${figure}`)}: ${organization.name}`, year, unit, ...blank, value]);
    of("energy", "kWh", organization.energyKwh);
    of("water", "m³", organization.waterM3);
    of("waste", "t", organization.wasteTonnes);
    of("events", "", organization.events);
    of("lostTimeInjuries", "", organization.lostTimeInjuries);
    of("hoursWorked", "h", organization.hoursWorked);
  }
  const types: CellType[] = ["text", "number", "text", ...Array<CellType>(13).fill("number")];
  return sheetAttachment("xlsx", {
    title: t("performance.title"),
    fileName: `${t("performance.fileName")} ${year}`,
    headings: [t(`${F}.figure`), t(`${F}.year`), t(`${F}.unit`), ...months, t(`${F}.total`)],
    types,
    rows,
  });
}
