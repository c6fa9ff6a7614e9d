import { dueSources, listDue } from "./due-sources";

describe("the due-source registry", () => {
  it("has one source per key", async () => {
    const keys = (await dueSources()).map((source) => source.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists nothing for no organizations", async () => {
    expect(await listDue({ organizationIds: [], dueBefore: new Date(), limit: 10 })).toEqual([]);
  });
});
