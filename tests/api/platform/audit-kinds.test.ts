// Every kind of record the database audits (each audit trigger names its kind) has a label in
// English and Danish, and the audit log's filter offers it: a history never shows
// "translation key missing: audit.entities.…".
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { AUDIT_ENTITY_TYPES } from "@/lib/platform/audit/choices";
import { auditedKinds } from "../../support/audited-kinds";

describe("audited kinds", () => {
  let kinds: string[];
  let owned: string[];
  beforeAll(async () => {
    const all = await auditedKinds();
    kinds = [...new Set(all.map((row) => row.kind))];
    owned = all.filter((row) => row.owned).map((row) => row.kind);
  });

  it("are read from the database's audit triggers", () => {
    expect(kinds).toEqual(expect.arrayContaining(["member", "policy", "meter_reading", "chemical_association"]));
  });

  it.each([
    ["English", en.audit.entities],
    ["Danish", da.audit.entities],
  ])("each has a label in %s", (_language, labels) => {
    expect(kinds.filter((kind) => !(kind in labels))).toEqual([]);
  });

  it("each of an organization's can be chosen in its audit log's filter", () => {
    expect(owned).toContain("binding_obligation");
    expect(owned.filter((kind) => !(AUDIT_ENTITY_TYPES as readonly string[]).includes(kind))).toEqual([]);
  });
});
