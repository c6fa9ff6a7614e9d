// Provisional figures: past a catalogue factor's last published value, that value stands in until the
// next is published, and every figure it enters says which year's factor it used. Client-safe.
import type { GhgLine } from "./lines";

type ProvisionalLine = {
  line: GhgLine;
  factor: { provisional: boolean; startDate: string; endDate: string | null } | null;
};

/** The years of the factor values standing in among the lines of `of`, ascending; empty when none. */
export function provisionalFactorYears(lines: ProvisionalLine[], of: GhgLine[]): number[] {
  const years = lines
    .filter((row) => of.includes(row.line) && row.factor?.provisional)
    // a stand-in value has ended: it is the factor of the year it ended in
    .map((row) => Number((row.factor!.endDate ?? row.factor!.startDate).slice(0, 4)));
  return [...new Set(years)].sort((a, b) => a - b);
}
