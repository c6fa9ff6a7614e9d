import { db } from "@/lib/platform/db";
import seeded from "@/prisma/data/agreement-templates.json";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Change = { field: string; label: string; before: string | null; after: string | null };
type Entry = { action: string; entityType: string; readable: { kind: string; action: string; changes: Change[] } };

const base = "/api/v1/agreement-templates";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const actId = async (officialNumber: string) =>
  (await db().legislation.findUniqueOrThrow({ where: { officialNumber }, select: { id: true } })).id;
const systemQuestionnaire = async (code: string) =>
  (await db().questionnaire.findFirstOrThrow({ where: { code, organizationId: null }, select: { id: true } })).id;

describe("agreement templates", () => {
  let admin: Caller;
  let editor: Caller;
  let reader: Caller;
  let manager: Caller;
  let holding: string;
  let body: Record<string, unknown>;

  beforeAll(async () => {
    [admin, editor, reader, manager] = await Promise.all([
      as("admin@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("manager@demo.example"),
    ]);
    holding = await demo.holding();
    body = {
      type: "SERVICE_AND_INSPECTION",
      title_en: "Compressor service",
      title_da: "Service af kompressor",
      description_en: "Yearly service of the screw compressor.",
      frequency: "P1Y",
      reminder_lead_days: "21",
      country_alpha2: "dk",
      legislation_ids: [await actId("BEK nr 428 af 05/04/2022")],
      questionnaire_id: await systemQuestionnaire("safety-round"),
    };
  });

  const create = async (extra: Record<string, unknown> = {}) => {
    const answer = await admin.post(base, { body: { ...body, ...extra } });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  it("is seeded with the reference data's templates, each citing acts that are in the legislation catalogue", async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(15);
    const page = await reader.get(`${base}?size=100`);
    expect(page.status).toBe(200);
    expect(page.body.totalElements).toBe(seeded.length);
    const rows = await db().agreementTemplate.findMany({
      where: { code: { not: null } },
      select: {
        code: true,
        titleEn: true,
        titleDa: true,
        descriptionEn: true,
        descriptionDa: true,
        legislation: { select: { officialNumber: true } },
        questionnaire: { select: { code: true, organizationId: true, purpose: true } },
      },
    });
    expect(rows.map((row) => row.code).sort()).toEqual(seeded.map((template) => template.code).sort());
    for (const template of seeded) {
      const row = rows.find((candidate) => candidate.code === template.code)!;
      expect([row.titleEn, row.titleDa, row.descriptionEn, row.descriptionDa].every(Boolean)).toBe(true);
      expect(row.legislation.map((act) => act.officialNumber).sort()).toEqual([...template.legislation].sort());
      expect(row.questionnaire?.code ?? null).toBe(template.questionnaire);
      if (row.questionnaire) expect(row.questionnaire).toMatchObject({ organizationId: null, purpose: "INSPECTION" });
    }
    const cited = [...new Set(seeded.flatMap((template) => template.legislation))];
    expect(await db().legislation.count({ where: { officialNumber: { in: cited } } })).toBe(cited.length);
    // most of them name their legal source
    expect(seeded.filter((template) => template.legislation.length).length).toBeGreaterThanOrEqual(12);

    const round = page.body.content.find((row: { code: string }) => row.code === "safety-round");
    expect(round).toMatchObject({ type: "SERVICE_AND_INSPECTION", frequency: "P3M", legislationCount: 2 });
    const one = await reader.get(`${base}/${round.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      titleDa: "Sikkerhedsrunde",
      countryAlpha2: "DK",
      questionnaire: { titleEn: "Safety round" },
    });
    expect(one.body.legislation.map((act: { officialNumber: string }) => act.officialNumber).sort()).toEqual(
      ["BEK nr 65 af 22/01/2024", "LBK nr 1108 af 15/09/2025"].sort(),
    );
  });

  it("lists with search, filters, sort and export", async () => {
    const titles = async (query: string) =>
      ((await reader.get(`${base}?size=100&${query}`)).body.content as { titleEn: string }[]).map((row) => row.titleEn);
    expect(await titles("q=sikkerhedsrunde")).toEqual(["Safety round"]);
    expect(await titles("type=ANALYSIS")).toEqual(["Emission measurement", "Wastewater analysis"]);
    const anywhere = await titles("country_alpha2=dk");
    expect(anywhere).not.toContain("Boiler service");
    expect(anywhere).toContain("Forklift truck inspection");
    const sorted = await titles("sort=title,desc");
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a)));
    expect((await reader.get(`${base}?sort=country,asc`)).status).toBe(400);
    const csv = await reader.get(`${base}?format=csv&type=ANALYSIS`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(String(csv.body)).toContain("Wastewater analysis");
  });

  it("lets a maintainer add, change, archive and restore a template; others only read it", async () => {
    const created = await create();
    expect(created).toMatchObject({
      code: null,
      title: "Compressor service",
      titleDa: "Service af kompressor",
      reminderLeadDays: 21,
      countryAlpha2: "DK",
      legislationCount: 1,
      legislation: [{ officialNumber: "BEK nr 428 af 05/04/2022", jurisdiction: "DK" }],
      questionnaire: { titleDa: "Sikkerhedsrunde" },
      archivedDate: null,
    });
    const one = `${base}/${created.id}`;
    for (const caller of [manager, editor, reader]) {
      expect((await caller.post(base, { body })).status).toBe(403);
      expect((await caller.put(one, { body })).status).toBe(403);
      expect((await caller.delete(one)).status).toBe(403);
      expect((await caller.post(`${one}/restore`, { body: {} })).status).toBe(403);
      expect((await caller.get(`${one}/history`)).status).toBe(403);
      expect((await caller.get(one)).status).toBe(200);
    }
    expect((await reader.get(`${base}/${UNKNOWN}`)).status).toBe(404);
    expect((await admin.put(`${base}/${UNKNOWN}`, { body })).status).toBe(404);

    const changed = await admin.put(one, {
      body: {
        ...body,
        title_en: null,
        frequency: "P6M",
        legislation_ids: [await actId("Directive 2006/42/EC"), await actId("BEK nr 428 af 05/04/2022")],
        questionnaire_id: null,
        last_modified_date: created.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: "Service af kompressor",
      titleEn: null,
      frequency: "P6M",
      questionnaire: null,
      legislationCount: 2,
    });
    // a form older than the template: 409, nothing changes
    const stale = await admin.put(one, {
      body: { ...body, title_en: "Stale", last_modified_date: created.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(one)).body.titleEn).toBeNull();

    expect((await admin.delete(one)).status).toBe(204);
    expect((await admin.get(one)).body.archivedDate).not.toBeNull();
    const ids = async (query: string) =>
      ((await reader.get(`${base}?size=100&${query}`)).body.content as { id: string }[]).map((row) => row.id);
    expect(await ids("q=kompressor")).toEqual([]);
    expect(await ids("q=kompressor&archived=true")).toEqual([created.id]);
    const restored = await admin.post(`${one}/restore`, { body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.archivedDate).toBeNull();
    expect(await ids("q=kompressor")).toEqual([created.id]);
  });

  it("refuses bad input with 422 naming the field, and writes nothing", async () => {
    const before = await db().agreementTemplate.count();
    const ownCopy = await db().questionnaire.create({
      data: {
        organizationId: holding,
        purpose: "INSPECTION",
        title: "Own round",
        titleEn: "Own round",
        versions: { create: { version: 1, sections: [], authorName: "Test" } },
      },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "HOUSEKEEPING" }, "type"],
      [{ title_en: "", title_da: " " }, "titleEn"],
      [{ title_en: "x".repeat(201) }, "titleEn"],
      [{ description_da: "x".repeat(4001) }, "descriptionDa"],
      [{ frequency: "P4Y" }, "frequency"],
      [{ reminder_lead_days: 366 }, "reminderLeadDays"],
      [{ reminder_lead_days: null }, "reminderLeadDays"],
      [{ country_alpha2: "XX" }, "countryAlpha2"],
      [{ legislation_ids: ["not-an-id"] }, "legislationIds.0"],
      [{ legislation_ids: [UNKNOWN] }, "legislationIds"],
      [{ questionnaire_id: UNKNOWN }, "questionnaireId"],
      // an internal-audit checklist, and an organization's own copy, are not the system's inspections
      [{ questionnaire_id: await systemQuestionnaire("iso-14001-internal-audit") }, "questionnaireId"],
      [{ questionnaire_id: ownCopy.id }, "questionnaireId"],
    ];
    for (const [change, field] of cases) {
      const answer = await admin.post(base, { body: { ...body, ...change } });
      expect([field, answer.status]).toEqual([field, 422]);
      expect(answer.body.error.fields).toHaveProperty([field]);
    }
    expect(await db().agreementTemplate.count()).toBe(before);
  });

  it("keeps a history of its changes, read in English and in Danish", async () => {
    const created = await create({ title_en: "Hoist inspection", title_da: "Eftersyn af talje" });
    const one = `${base}/${created.id}`;
    const changed = await admin.put(one, {
      body: { ...body, title_en: "Hoist inspection", title_da: "Eftersyn af talje", frequency: "P6M" },
    });
    expect(changed.status).toBe(200);
    expect((await admin.delete(one)).status).toBe(204);

    const history = await admin.get(`${one}/history`);
    expect(history.status).toBe(200);
    const all = history.body.content as Entry[];
    // its legal basis reads in its history too: the act linked when it was made
    const basis = all.filter((entry) => entry.entityType === "agreement_template_legislation");
    expect(basis.map((entry) => entry.readable.kind)).toContain("Legal basis of an agreement template");
    expect(basis.map((entry) => entry.action)).toContain("CREATE");
    const entries = all.filter((entry) => entry.entityType === "agreement_template");
    expect(entries.map((entry) => entry.action)).toEqual(["ARCHIVE", "UPDATE", "CREATE"]);
    expect(entries[2]!.readable).toMatchObject({ kind: "Agreement template", action: "Created" });
    expect(entries[1]!.readable.changes).toEqual([
      expect.objectContaining({ label: "Frequency", before: "Yearly", after: "Every six months" }),
    ]);
    const countries = entries[2]!.readable.changes.find((change) => change.field === "countryAlpha2");
    expect(countries?.after).toBe("Denmark");
    const questionnaire = entries[2]!.readable.changes.find((change) => change.field === "questionnaireId");
    expect(questionnaire?.after).toBe("Safety round");

    expect((await admin.patch("/api/v1/user", { body: { language: "da" } })).status).toBe(200);
    try {
      const danish = ((await admin.get(`${one}/history`)).body.content as Entry[]).filter(
        (entry) => entry.entityType === "agreement_template",
      );
      expect(danish.map((entry) => entry.readable.action)).toEqual(["Arkiveret", "Ændret", "Oprettet"]);
      expect(danish[2]!.readable.kind).toBe("Aftaleskabelon");
      expect(danish[1]!.readable.changes).toEqual([
        expect.objectContaining({ label: "Hyppighed", before: "Årligt", after: "Hvert halve år" }),
      ]);
      expect(danish[2]!.readable.changes.find((change) => change.field === "questionnaireId")?.after).toBe(
        "Sikkerhedsrunde",
      );
    } finally {
      await admin.patch("/api/v1/user", { body: { language: "en" } });
    }
    const xlsx = await admin.get(`${one}/history?format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    const pdf = await admin.get(`${one}/history?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await admin.get(`${base}/${UNKNOWN}/history`)).status).toBe(404);
    // an organization's audit log never shows the platform's entries
    const log = await admin.get(`/api/v1/organizations/${holding}/audit-entries?size=100&q=Hoist`);
    expect(log.status).toBe(200);
    expect(log.body.content).toEqual([]);
  });

  it("lets an editor make a control-book agreement from a template, and refuses an archived one", async () => {
    const templates = (await editor.get(`${base}?q=waste%20area`)).body.content as { id: string }[];
    expect(templates).toHaveLength(1);
    const template = (await editor.get(`${base}/${templates[0]!.id}`)).body;
    const agreements = `/api/v1/organizations/${holding}/agreements`;
    const fromTemplate = {
      type: template.type,
      title: `${template.titleEn} - yard north`,
      description: template.descriptionEn,
      frequency: template.frequency,
      reminder_lead_days: template.reminderLeadDays,
      questionnaire_id: template.questionnaire.id,
      template_id: template.id,
      starts_at: "2026-12-01",
    };
    const created = await editor.post(agreements, { body: fromTemplate });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Waste area inspection - yard north",
      frequency: "P1M",
      reminderLeadDays: 7,
      questionnaire: { titleEn: "Waste area inspection" },
      template: { id: template.id, titleDa: "Inspektion af affaldsområde" },
    });
    const history = await editor.get(`${agreements}/${created.body.id}/history`);
    const made = (history.body.content as Entry[]).find((entry) => entry.action === "CREATE")!;
    expect(made.readable.changes.find((change) => change.field === "templateId")).toMatchObject({
      label: "Template",
      after: "Waste area inspection",
    });

    // archived later: the agreement keeps it and saves as before; a new agreement may not name it
    const archived = await create({ title_en: "Archived template" });
    const kept = await editor.post(agreements, { body: { ...fromTemplate, template_id: archived.id } });
    expect(kept.status).toBe(201);
    expect((await admin.delete(`${base}/${archived.id}`)).status).toBe(204);
    const saved = await editor.put(`${agreements}/${kept.body.id}`, {
      body: { ...fromTemplate, template_id: archived.id, title: "Still from the archived template" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.template).toMatchObject({ id: archived.id });
    for (const templateId of [archived.id, UNKNOWN]) {
      const refused = await editor.post(agreements, { body: { ...fromTemplate, template_id: templateId } });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toHaveProperty("templateId");
    }
    // a reader of the control book makes nothing from it
    expect((await reader.post(agreements, { body: fromTemplate })).status).toBe(403);
  });
});
