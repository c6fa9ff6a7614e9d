// The programme's coverage of the standards' clauses: for each clause, the last audit that covered
// it (performed: it has an actual date) and the next planned one, and whether it falls outside the
// three-year certification cycle. An audit of a clause covers its sub-clauses too (auditing 6.1
// audits 6.1.2); a clause with sub-clauses is also covered once every sub-clause is, as of the
// oldest of their audits. Pure, client-safe.
import { clauseRef, type IsoClause } from "@/lib/platform/iso-clauses";
import { CERTIFICATION_CYCLE_YEARS } from "./choices";

export type CoverageAudit = {
  id: string;
  title: string;
  clauses: readonly string[];
  /** `YYYY-MM-DD`: the day it was performed (its actual end, else its actual start); null while not performed. */
  performed: string | null;
  /** `YYYY-MM-DD`: its planned start. */
  planned: string;
};

/**
 * `covered`: audited within the cycle before today; `planned`: not, but an audit of it is planned;
 * `missing`: neither, which an auditor flags.
 */
export type CoverageStatus = "covered" | "planned" | "missing";

export type ClauseCoverage = {
  ref: string;
  last: { auditId: string; title: string; date: string } | null;
  next: { auditId: string; title: string; date: string } | null;
  status: CoverageStatus;
};

/** The refs an audit's clause list covers: each clause and, through its parent, its sub-clauses. */
function covers(auditClauses: readonly string[], clause: IsoClause): boolean {
  const ref = clauseRef(clause);
  const parent = clause.parent ? `${clause.standard}:${clause.parent}` : null;
  return auditClauses.includes(ref) || (parent !== null && auditClauses.includes(parent));
}

/** `date` minus whole years, as `YYYY-MM-DD` (29 February falls to 28 February). */
export function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year - years, month - 1, 1));
  const last = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

type Dated = { auditId: string; title: string; date: string };

const later = (a: Dated | null, b: Dated | null) => (!a ? b : !b ? a : a.date >= b.date ? a : b);

export function clauseCoverage(
  clauses: readonly IsoClause[],
  audits: readonly CoverageAudit[],
  today: string,
): ClauseCoverage[] {
  const cycleStart = yearsBefore(today, CERTIFICATION_CYCLE_YEARS);
  const own = clauses.map((clause) => {
    const relevant = audits.filter((audit) => covers(audit.clauses, clause));
    const performed = relevant
      .filter((audit) => audit.performed !== null && audit.performed <= today)
      .sort((a, b) => b.performed!.localeCompare(a.performed!))[0];
    const upcoming = relevant
      .filter((audit) => audit.performed === null)
      .sort((a, b) => a.planned.localeCompare(b.planned))[0];
    const last: Dated | null = performed
      ? { auditId: performed.id, title: performed.title, date: performed.performed! }
      : null;
    const next: Dated | null = upcoming
      ? { auditId: upcoming.id, title: upcoming.title, date: upcoming.planned }
      : null;
    return { clause, last, next };
  });
  return own.map(({ clause, last, next }) => {
    const children = own.filter(
      (row) => row.clause.standard === clause.standard && row.clause.parent === clause.clause,
    );
    // all sub-clauses audited: the parent is, as of the oldest of them
    const throughChildren =
      children.length && children.every((row) => row.last)
        ? children.map((row) => row.last!).sort((a, b) => a.date.localeCompare(b.date))[0]!
        : null;
    const lastOfAll = later(last, throughChildren);
    const nextOfAll = next ?? children.map((row) => row.next).find(Boolean) ?? null;
    const status: CoverageStatus =
      lastOfAll !== null && lastOfAll.date > cycleStart ? "covered" : nextOfAll ? "planned" : "missing";
    return { ref: clauseRef(clause), last: lastOfAll, next: nextOfAll, status };
  });
}
