// A quick action's draft on the phone: one per action, organization and person; a kept draft comes
// back over a fresh one (so a field added since has its default); a broken or foreign value is no
// draft; a full storage keeps the draft in memory only.
import {
  draftKey,
  instantOf,
  localDay,
  localMoment,
  readDraft,
  removeDraft,
  writeDraft,
  type DraftBase,
} from "./draft-store";

type Draft = DraftBase & { value: string; photos: string[] };

const fresh = (): Draft => ({ key: "fresh-key", sending: false, value: "", photos: [] });

function memoryStorage(full = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("a quick action's draft store", () => {
  it("keeps one draft per action, organization and person", () => {
    const keys = new Set([
      draftKey("meter-reading", "org-1", "user-1"),
      draftKey("meter-reading", "org-2", "user-1"),
      draftKey("meter-reading", "org-1", "user-2"),
      draftKey("finding", "org-1", "user-1"),
    ]);
    expect(keys.size).toBe(4);
  });

  it("brings a kept draft back over a fresh one, and forgets it when removed", () => {
    const storage = memoryStorage();
    const key = draftKey("meter-reading", "org-1", "user-1");
    expect(readDraft(storage, key, fresh)).toBeNull();
    expect(writeDraft(storage, key, { key: "kept-key", sending: true, value: "12,5" } as DraftBase)).toBe(true);
    expect(readDraft(storage, key, fresh)).toEqual({ key: "kept-key", sending: true, value: "12,5", photos: [] });
    removeDraft(storage, key);
    expect(readDraft(storage, key, fresh)).toBeNull();
  });

  it("reads no draft from a broken or foreign value", () => {
    const storage = memoryStorage();
    storage.items.set("a", "{not json");
    storage.items.set("b", JSON.stringify({ value: "no key" }));
    storage.items.set("c", "null");
    for (const key of ["a", "b", "c"]) expect(readDraft(storage, key, fresh)).toBeNull();
  });

  it("says so when the storage is full, without failing", () => {
    expect(writeDraft(memoryStorage(true), "k", fresh())).toBe(false);
  });

  it("words the phone's own time for the inputs, and the instant for the API", () => {
    const now = new Date("2026-03-10T14:05:30Z");
    const moment = localMoment(now);
    expect(moment).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(moment).getTime()).toBe(new Date("2026-03-10T14:05:00Z").getTime());
    expect(localDay(now)).toBe(moment.slice(0, 10));
    expect(instantOf(moment)).toBe("2026-03-10T14:05:00.000Z");
    expect(instantOf("")).toBe("");
    expect(instantOf("yesterday")).toBe("");
  });
});
