// A month of a report's period ("2026-03") in the reader's words: "March 2026", "marts 2026".

export function monthNamer(locale: string): (month: string) => string {
  const format = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  return (month) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/** A period of whole months in words: one month alone, or "from – to". */
export function periodWords(name: (month: string) => string, from: string, to: string): string {
  return from === to ? name(from) : `${name(from)} – ${name(to)}`;
}
