import type { OrgContext } from "@/lib/platform/auth/org-context";
import { writeRevision } from "./revisions";

const org = { organizationId: "org", user: { id: "user", name: "Ada Author" } } as unknown as OrgContext;

/** A revision table in memory that records what the writer asked of it. */
function table() {
  const rows: Record<string, unknown>[] = [];
  return {
    rows,
    findFirst: async ({ where, select }: { where: object; select: Record<string, true> }) => {
      const own = rows.filter((row) => Object.entries(where).every(([key, value]) => row[key] === value));
      const latest = own.sort((a, b) => Number(b.version) - Number(a.version))[0];
      return latest ? Object.fromEntries(Object.keys(select).map((key) => [key, latest[key]])) : null;
    },
    create: async ({ data }: { data: never }) => {
      const row = { id: `revision-${rows.length + 1}`, ...(data as object) };
      rows.push(row);
      return { id: row.id };
    },
  };
}

describe("writeRevision", () => {
  it("writes the first revision, then one more only when a compared text changes", async () => {
    const revisions = table();
    const save = (title: string, note: string) =>
      writeRevision(revisions, org, { of: { policyId: "p" }, texts: { title }, alongside: { changeNote: note } });

    expect(await save("First", "new")).toBe("revision-1");
    expect(await save("First", "only the note")).toBe("revision-1");
    expect(await save("Second", "renamed")).toBe("revision-2");
    expect(revisions.rows).toEqual([
      {
        id: "revision-1",
        policyId: "p",
        version: 1,
        title: "First",
        changeNote: "new",
        authorId: "user",
        authorName: "Ada Author",
      },
      {
        id: "revision-2",
        policyId: "p",
        version: 2,
        title: "Second",
        changeNote: "renamed",
        authorId: "user",
        authorName: "Ada Author",
      },
    ]);
  });

  it("counts versions per record", async () => {
    const revisions = table();
    await writeRevision(revisions, org, { of: { procedureId: "a" }, texts: { titleEn: "A", titleDa: null } });
    await writeRevision(revisions, org, { of: { procedureId: "b" }, texts: { titleEn: "B", titleDa: null } });
    expect(revisions.rows.map((row) => [row.procedureId, row.version])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
  });
});
