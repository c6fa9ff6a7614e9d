// A changed field as one line of text, for the audit log's grid cell and its files. Client-safe.
import type { ReadableChange } from "./dto";

/** One side of a rich text's word diff: the words it kept with those only it has. */
const diffSide = (change: ReadableChange, side: "removed" | "added") =>
  change.diff
    ?.filter((part) => part.type === "same" || part.type === side)
    .map((part) => part.text)
    .join("")
    .trim() ?? null;

/**
 * "Status: Partly compliant → Compliant", in the reader's language; a new record's values and a
 * deleted one's alone. `empty` is what an empty value reads as.
 */
export function changeLine(change: ReadableChange, action: string, empty: string): string {
  const before = (change.diff ? diffSide(change, "removed") : change.before) ?? empty;
  const after = (change.diff ? diffSide(change, "added") : change.after) ?? empty;
  if (action === "CREATE" || (change.before === null && action !== "UPDATE")) return `${change.label}: ${after}`;
  if (action === "DELETE") return `${change.label}: ${before}`;
  return `${change.label}: ${before} → ${after}`;
}
