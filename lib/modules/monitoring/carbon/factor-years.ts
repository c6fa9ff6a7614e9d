// Which calendar years a factor's values cover, for the GHG account's explanation of a missing year.
// Client-safe and pure.

/** One dated value of a factor linked to a meter (dates `YYYY-MM-DD`, both ends included). */
export type ValuePeriod = {
  factorId: string;
  name: string;
  catalogue: boolean;
  startDate: string;
  endDate: string | null;
};

/** A run of consecutive covered years; `to` null: until further notice. */
export type YearRun = { from: number; to: number | null };

/** Each factor's covered years as runs, `[{ from: 2018, to: 2018 }, { from: 2020, to: 2021 }]`. */
export function factorYearRuns(periods: ValuePeriod[]) {
  const factors = new Map<
    string,
    { id: string; name: string; catalogue: boolean; years: Set<number>; openFrom: number | null }
  >();
  for (const period of periods) {
    const factor = factors.get(period.factorId) ?? {
      id: period.factorId,
      name: period.name,
      catalogue: period.catalogue,
      years: new Set<number>(),
      openFrom: null,
    };
    factors.set(period.factorId, factor);
    const first = Number(period.startDate.slice(0, 4));
    if (period.endDate === null) {
      factor.openFrom = factor.openFrom === null ? first : Math.min(factor.openFrom, first);
      continue;
    }
    for (let year = first; year <= Number(period.endDate.slice(0, 4)); year++) factor.years.add(year);
  }
  return [...factors.values()]
    .map((factor) => {
      const years = [...factor.years]
        .filter((year) => factor.openFrom === null || year < factor.openFrom)
        .sort((a, b) => a - b);
      const runs: YearRun[] = [];
      for (const year of years) {
        const last = runs.at(-1);
        if (last && last.to === year - 1) last.to = year;
        else runs.push({ from: year, to: year });
      }
      if (factor.openFrom !== null) {
        const last = runs.at(-1);
        if (last && last.to === factor.openFrom - 1) last.to = null;
        else runs.push({ from: factor.openFrom, to: null });
      }
      return { id: factor.id, name: factor.name, catalogue: factor.catalogue, runs };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
