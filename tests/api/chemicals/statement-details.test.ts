// A product's organs and route of exposure in its hazard statements (issue "audit-ready", point 11):
// where CLP's text asks the label's writer for them, the catalogue fills them per language and the
// product's statements read them in place of the instruction; left blank, the generic statement.
import { auditEntrySelect, toAuditEntryDto } from "@/lib/platform/audit/dto";
import { readEntries } from "@/lib/platform/audit/readable";
import { db } from "@/lib/platform/db";
import { historyVocabulary } from "@/lib/modules/history";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { as } from "../../support/api";

type Statement = { code: string; statement: string };
const base = "/api/v1/chemicals";
const EN_LABEL = en.chemicals.fields.statementDetails;
const DA_LABEL = da.chemicals.fields.statementDetails;

describe("a product's own words in its hazard statements", () => {
  let admin: Awaited<ReturnType<typeof as>>;
  let id: string;
  const body = (statementDetails: unknown[], codes = ["H225", "H372"]) => ({
    tradeName: "Details probe solvent",
    physicalState: "LIQUID",
    hazardStatementIds: codes,
    statementDetails,
  });
  const statementsIn = async (language: "en" | "da") =>
    (await admin.get(`${base}/${id}?language=${language}`)).body.hazardStatements as Statement[];

  beforeAll(async () => {
    admin = await as("admin@demo.example");
    const created = await admin.post(base, { body: body([]) });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  it("prints the generic statement while the product says nothing more", async () => {
    expect((await statementsIn("en")).find((row) => row.code === "H372")!.statement).toBe(
      "Causes damage to organs through prolonged or repeated exposure.",
    );
  });

  it("prints the organs and route the maintainer entered, in each language, and keeps them on the product", async () => {
    const current = await admin.get(`${base}/${id}`);
    const saved = await admin.put(`${base}/${id}`, {
      body: {
        ...body([{ code: "H372", en: ["(central nervous system)", "if inhaled"], da: ["(centralnervesystemet)", ""] }]),
        lastModifiedDate: current.body.lastModifiedDate,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.statementDetails).toEqual([
      { code: "H372", en: ["(central nervous system)", "if inhaled"], da: ["(centralnervesystemet)", ""] },
    ]);
    expect((await statementsIn("en")).find((row) => row.code === "H372")!.statement).toBe(
      "Causes damage to organs (central nervous system) through prolonged or repeated exposure if inhaled.",
    );
    // the Danish route was left blank: its instruction is left out, not printed
    expect((await statementsIn("da")).find((row) => row.code === "H372")!.statement).toBe(
      "Forårsager organskader (centralnervesystemet) ved længerevarende eller gentagen eksponering.",
    );
    // a statement without brackets is as the regulation prints it
    expect((await statementsIn("en")).find((row) => row.code === "H225")!.statement).toBe(
      "Highly flammable liquid and vapour.",
    );
  });

  it("refuses details for a statement the product does not carry or that asks for none, and too many, changing nothing", async () => {
    const before = await db().chemical.findUniqueOrThrow({ where: { id }, select: { statementDetails: true } });
    const current = await admin.get(`${base}/${id}`);
    for (const details of [
      [{ code: "H370", en: ["(eyes)"], da: [] }],
      [{ code: "H225", en: ["(eyes)"], da: [] }],
      [{ code: "H372", en: ["a", "b", "c"], da: [] }],
    ]) {
      const answer = await admin.put(`${base}/${id}`, {
        body: { ...body(details), lastModifiedDate: current.body.lastModifiedDate },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual(["statementDetails.0.code"]);
    }
    const after = await db().chemical.findUniqueOrThrow({ where: { id }, select: { statementDetails: true } });
    expect(after.statementDetails).toEqual(before.statementDetails);
  });

  it("reads the details in the product's history as text in the reader's language, not as stored data", async () => {
    const rows = await db().auditEntry.findMany({
      where: { entityId: id, entityType: "chemical", action: "UPDATE" },
      select: auditEntrySelect,
    });
    const vocabulary = await historyVocabulary();
    const change = async (language: string) => {
      const [entry] = await readEntries(rows.map(toAuditEntryDto), { vocabulary, language });
      return entry.readable.changes.find((row) => row.label === (language === "da" ? DA_LABEL : EN_LABEL));
    };
    expect(await change("en")).toMatchObject({ after: "H372: (central nervous system) · if inhaled" });
    expect(await change("da")).toMatchObject({ after: "H372: (centralnervesystemet)" });
  });
});
