// The register screen's drafts: numbers as typed on a phone (a decimal comma), what keeps a draft
// from being sent, and the bodies the meters' and waste modules take, each with the draft's key.
import {
  collectionBody,
  collectionField,
  collectionProblems,
  freshCollection,
  freshReading,
  readingBody,
  readingHasContent,
  readingProblems,
  typedNumber,
} from "./register-drafts";

const meter = { id: "m1", label: "Main electricity", detail: "EL-1", unit: "kWh" };
const arrangement = { id: "a1", handlerId: "h1", label: "Recycler · Cardboard", detail: "15 01 01", unit: "kg" };

describe("the register screen's drafts", () => {
  it("reads a number typed with a comma or a point, and nothing else", () => {
    expect(typedNumber("1234,5")).toBe("1234.5");
    expect(typedNumber(" 12 345.75 ")).toBe("12345.75");
    expect(typedNumber("-3")).toBe("-3");
    for (const text of ["", "12a", "1,2,3", "."]) expect(typedNumber(text)).toBeNull();
  });

  it("starts a reading with the meter named, now as its moment and a key of its own", () => {
    const now = new Date("2026-03-10T08:00:00Z");
    const first = freshReading(meter, now);
    expect(first).toMatchObject({ meterId: "m1", meter, value: "", sending: false, photos: [] });
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(freshReading(null, now).key).not.toBe(first.key);
    expect(readingHasContent(first)).toBe(false);
    expect(readingHasContent({ ...first, value: "1" })).toBe(true);
  });

  it("names what keeps a reading or a collection from being sent", () => {
    const reading = freshReading(null);
    expect(readingProblems(reading)).toEqual({ meterId: "required", value: "required" });
    expect(readingProblems({ ...reading, meterId: "m1", value: "lots", performedAt: "" })).toEqual({
      value: "number",
      performedAt: "moment",
    });
    const collection = freshCollection();
    expect(collectionProblems(collection)).toEqual({ arrangementId: "required", quantity: "required" });
    expect(collectionProblems({ ...collection, arrangement, quantity: "-1" })).toEqual({ quantity: "number" });
    expect(collectionProblems({ ...collection, arrangement, quantity: "0,5" })).toEqual({});
  });

  it("sends a reading and a collection with the draft's key", () => {
    const reading = { ...freshReading(meter), value: "1234,5", performedAt: "2026-03-10T09:15", note: " " };
    expect(readingBody(reading, ["f1"])).toEqual({
      performedAt: new Date("2026-03-10T09:15").toISOString(),
      value: "1234.5",
      note: null,
      fileIds: ["f1"],
      idempotencyKey: reading.key,
    });
    const collection = {
      ...freshCollection(),
      arrangement,
      quantity: "250",
      collectedOn: "2026-03-09",
      note: "Slip 17",
    };
    expect(collectionBody(collection, [])).toEqual({
      performedAt: "2026-03-09",
      lines: [{ arrangementId: "a1", quantity: "250" }],
      note: "Slip 17",
      fileIds: [],
      idempotencyKey: collection.key,
    });
    expect(collectionField("lines.0.quantity")).toBe("quantity");
    expect(collectionField("lines.0.arrangementId")).toBe("arrangementId");
    expect(collectionField("note")).toBe("note");
  });
});
