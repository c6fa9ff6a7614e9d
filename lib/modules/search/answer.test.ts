import { searchAnswer, type SearchRow } from "./answer";
import { parseSearch } from "./query";

const row = (spec: Partial<SearchRow> & { kind: string; recordId: string }): SearchRow => ({
  organizationId: "holding",
  title: spec.recordId,
  detail: null,
  passage: null,
  archived: false,
  rank: 0.1,
  total: 1,
  capped: false,
  partial: false,
  ...spec,
});

const names = new Map([
  ["holding", "Nordic Demo Holding A/S"],
  ["department", "Maintenance"],
]);

describe("searchAnswer", () => {
  const terms = parseSearch("acetone");

  it("groups the hits by kind, the group with the best hit first", () => {
    const answer = searchAnswer(
      terms,
      ["acetone"],
      [
        row({ kind: "chemical", recordId: "c1", rank: 0.2, total: 2 }),
        row({ kind: "chemical", recordId: "c2", rank: 0.1, total: 2 }),
        row({ kind: "policy", recordId: "p1", rank: 0.6, total: 1, capped: true }),
      ],
      "holding",
      names,
    );
    expect(answer.groups.map((group) => [group.kind, group.total, group.atLeast, group.hits.length])).toEqual([
      ["policy", 1, true, 1],
      ["chemical", 2, false, 2],
    ]);
    expect(answer.partial).toBe(false);
  });

  it("links a hit in its own organization, through the switch when it is not the active one", () => {
    const answer = searchAnswer(
      terms,
      ["acetone"],
      [
        row({ kind: "chemical", recordId: "c1" }),
        row({ kind: "policy", recordId: "p1", organizationId: "department" }),
      ],
      "holding",
      names,
    );
    const hits = answer.groups.flatMap((group) => group.hits);
    expect(hits.map((hit) => [hit.href, hit.organization.name])).toEqual([
      ["/chemicals/my-chemicals/c1", "Nordic Demo Holding A/S"],
      ["/leadership/policies/p1?organization=department", "Maintenance"],
    ]);
  });

  it("marks what matched, and carries a search that read part of the records with no hits", () => {
    const answer = searchAnswer(
      terms,
      ["acetone"],
      [
        row({
          kind: "chemical",
          recordId: "c1",
          title: "Acetone technical",
          detail: "67-64-1",
          passage: "\u0002acetone\u0003 99 %",
        }),
      ],
      "holding",
      names,
    );
    expect(answer.groups[0].hits[0]).toMatchObject({
      matched: ["Acetone"],
      marked: {
        title: [
          { text: "Acetone", match: true },
          { text: " technical", match: false },
        ],
        detail: [{ text: "67-64-1", match: false }],
        passage: [
          { text: "acetone", match: true },
          { text: " 99 %", match: false },
        ],
      },
    });
    const empty = searchAnswer(
      terms,
      ["acetone"],
      [{ ...row({ kind: "x", recordId: "" }), kind: null, partial: true }],
      "holding",
      names,
    );
    expect(empty).toEqual({ terms: ["acetone"], partial: true, groups: [] });
  });
});
