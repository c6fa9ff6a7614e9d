// No missing translation reaches a screen: every message key the code uses exists in English and
// in Danish (a key that a screen asks for and the catalogue lacks shows "translation key missing").
import path from "node:path";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { hasKey, keysUsed } from "@/tests/support/message-keys";

const root = path.join(__dirname, "../../..");
const uses = keysUsed(root, new Set(Object.keys(en)));

describe("the message keys the code uses", () => {
  it("are found in the source (the scan reads what it should)", () => {
    expect(uses.length).toBeGreaterThan(1_000);
    expect(uses).toContainEqual({ file: "lib/platform/audit/readable.ts", key: "audit.entities.", prefix: true });
  });

  it.each([
    ["English", en],
    ["Danish", da],
  ])("all exist in %s", (_language, messages) => {
    const missing = uses.filter((use) => !hasKey(messages, use)).map(({ file, key }) => `${file}: ${key}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
