import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";

/** The texts a revision keeps and compares (a title, a content …), by column name. */
type Texts = Record<string, string | null>;

/** What the writer needs of a revision table: `tx.policyRevision`, `tx.procedureRevision` … */
type RevisionTable = {
  findFirst(args: { where: object; orderBy: { version: "desc" }; select: Record<string, true> }): Promise<unknown>;
  // `never`: the writer's columns are checked against the revision model's by the API tests, not
  // by the compiler, which cannot tie a row written here to a table handed in
  create(args: { data: never; select: { id: true } }): Promise<{ id: string }>;
};

type LatestRevision = { id: string; version: number } & Record<string, unknown>;

type Revision = {
  /** The record the revisions belong to, under the revision table's column: `{ policyId: id }`. */
  of: Record<string, string>;
  /** The texts as saved; a new revision is written only when one differs from the latest revision's. */
  texts: Texts;
  /** Kept with a new revision without being compared: the change note, the standards … */
  alongside?: Record<string, unknown>;
};

/**
 * Records a record's texts as its next revision, with the signed-in user as its author, when any
 * text differs from the latest revision (a save that changes only other fields makes no version).
 * The record's row must be locked or new in the transaction, so that no other save takes the same
 * version number. Answers the id of the latest revision, new or not.
 */
export async function writeRevision(table: RevisionTable, org: OrgContext, revision: Revision): Promise<string> {
  const names = Object.keys(revision.texts);
  // the select is built from the texts' names, so Prisma cannot type the row: it is the id, the
  // version and those texts
  const latest = (await table.findFirst({
    where: revision.of,
    orderBy: { version: "desc" },
    select: Object.fromEntries(["id", "version", ...names].map((name) => [name, true] as const)),
  })) as LatestRevision | null;
  if (latest && names.every((name) => latest[name] === revision.texts[name])) return latest.id;
  const created = await table.create({
    data: {
      ...revision.of,
      version: (latest?.version ?? 0) + 1,
      ...revision.texts,
      ...revision.alongside,
      authorId: org.user.id,
      authorName: org.user.name,
    } as never,
    select: { id: true },
  });
  return created.id;
}
