import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

const base = "/api/v1/legislations";

const directive = {
  jurisdiction: "eu",
  kind: "DIRECTIVE",
  official_number: "Directive 2009/104/EC",
  celex_number: "32009L0104",
  official_url: "https://eur-lex.europa.eu/legal-content/EN/ALL/?uri=CELEX:32009L0104",
  title_en: "Directive 2009/104/EC concerning the minimum safety and health requirements for the use of work equipment",
  short_name: "Work Equipment Directive",
  effective_date: "2009-10-23",
  summary_en: "Employers make sure that work equipment is suitable and safe to use.",
};

describe("the legislation catalogue", () => {
  it("is seeded with the 45 acts of the reference data and their topics", async () => {
    const reader = await as("reader@demo.example");
    const all = await reader.get(`${base}?size=100`);
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(45);
    const clp = all.body.content.find((act: { shortName: string }) => act.shortName === "CLP");
    expect(clp).toMatchObject({
      jurisdiction: "EU",
      kind: "REGULATION",
      officialNumber: "Regulation (EC) No 1272/2008",
      celexNumber: "32008R1272",
      documentDate: "2008-12-16",
      effectiveDate: null,
    });
    expect(clp.topics.map((topic: { key: string }) => topic.key)).toEqual(["chemicals"]);
    const danish = await reader.get(`${base}?jurisdiction=dk&size=100`);
    expect(danish.body.totalElements).toBe(22);
  });

  it("lists topics with filters", async () => {
    const reader = await as("reader@demo.example");
    const all = await reader.get("/api/v1/topics");
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(10);
    const danish = await reader.get("/api/v1/topics?q=arbejdsmilj");
    expect(danish.body).toEqual([expect.objectContaining({ key: "ohs", nameEn: "Occupational health and safety" })]);
    expect((await reader.get("/api/v1/topics?key=waste")).body).toEqual([
      expect.objectContaining({ nameDa: "Affald" }),
    ]);
  });

  it("lets a maintainer add an act with topics and a file, and change it; readers only read", async () => {
    const admin = await as("admin@demo.example");
    const manager = await as("manager@demo.example");
    const topics = (await admin.get("/api/v1/topics?key=machinery")).body;
    const file = await admin.post(`${base}/files`, { raw: multipart(PDF, "Directive summary.pdf") });
    expect(file.status).toBe(201);
    const created = await admin.post(base, {
      body: { ...directive, topic_ids: [topics[0].id], file_ids: [file.body.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      jurisdiction: "EU",
      shortName: "Work Equipment Directive",
      effectiveDate: "2009-10-23",
      topics: [{ key: "machinery" }],
      files: [{ name: "Directive summary.pdf" }],
    });

    expect((await manager.post(base, { body: { ...directive, official_number: "X 1" } })).status).toBe(403);
    expect((await manager.get(`${base}/${created.body.id}`)).body).toEqual(created.body);

    const updated = await admin.put(`${base}/${created.body.id}`, {
      body: { ...directive, title_da: "Arbejdsudstyrsdirektivet", last_modified_date: created.body.lastModifiedDate },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ titleDa: "Arbejdsudstyrsdirektivet", topics: [], files: [] });

    // a form older than the act: 409, nothing changes
    const stale = await admin.put(`${base}/${created.body.id}`, {
      body: { ...directive, short_name: "Stale", last_modified_date: created.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(`${base}/${created.body.id}`)).body.shortName).toBe("Work Equipment Directive");
  });

  it("refuses bad input with 422 naming the field, and writes nothing", async () => {
    const admin = await as("admin@demo.example");
    const before = await db().legislation.count();
    const fresh = { ...directive, official_number: "Directive 89/654/EEC" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fresh, jurisdiction: "XX" }, "jurisdiction"],
      [{ ...fresh, kind: "TREATY" }, "kind"],
      [{ ...fresh, title_en: "" }, "titleEn"],
      [{ ...fresh, official_url: "javascript:alert(1)" }, "officialUrl"],
      [{ ...fresh, topic_ids: ["00000000-0000-4000-8000-000000000000"] }, "topicIds"],
      [{ ...directive, official_number: "Regulation (EC) No 1272/2008" }, "officialNumber"],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.post(base, { body });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
    const taken = await admin.post(base, { body: { ...directive, official_number: "Regulation (EC) No 1272/2008" } });
    expect(taken.body.error.fields.officialNumber).toBe("Another act has this number");
    // an organization's own file is not a catalogue file
    const holding = await demo.holding();
    const holdingFile = (await admin.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "own.pdf") }))
      .body;
    const foreignFile = await admin.post(base, { body: { ...fresh, file_ids: [holdingFile.id] } });
    expect(foreignFile.status).toBe(422);
    expect(foreignFile.body.error.fields).toHaveProperty("fileIds");
    expect(await db().legislation.count()).toBe(before);
  });

  it("filters on the day of the last change with every match mode", async () => {
    const admin = await as("admin@demo.example");
    const act = await db().legislation.findFirstOrThrow({ where: { shortName: "REACH" } });
    // the act changed on 10 March 2026 at 23:30 UTC, which is 11 March in Copenhagen
    await db().legislation.update({
      where: { id: act.id },
      data: { lastModifiedDate: new Date("2026-03-10T23:30:00Z") },
    });
    const ids = async (query: string) =>
      ((await admin.get(`${base}?size=100&${query}`)).body.content as { id: string }[]).map((row) => row.id);
    expect(await ids("lastModifiedDate.value=2026-03-11&lastModifiedDate.matchMode=dateIs")).toEqual([act.id]);
    expect(await ids("last_modified_date.value=2026-03-11")).toEqual([act.id]);
    expect(await ids("lastModifiedDate.value=2026-03-10&lastModifiedDate.matchMode=dateIs")).toEqual([]);
    expect(await ids("lastModifiedDate.value=2026-03-12&lastModifiedDate.matchMode=dateBefore")).toEqual([act.id]);
    expect(await ids("lastModifiedDate.value=2026-03-11&lastModifiedDate.matchMode=dateBefore")).toEqual([]);
    expect(await ids("lastModifiedDate.value=2026-03-10&lastModifiedDate.matchMode=dateAfter")).toContain(act.id);
    expect(await ids("lastModifiedDate.value=2026-03-11&lastModifiedDate.matchMode=dateAfter")).not.toContain(act.id);
    const others = await ids("lastModifiedDate.value=2026-03-11&lastModifiedDate.matchMode=dateIsNot");
    expect(others).toHaveLength((await db().legislation.count()) - 1);
    expect(others).not.toContain(act.id);
    const bad = await admin.get(`${base}?lastModifiedDate.value=2026-03-11&lastModifiedDate.matchMode=dateAround`);
    expect(bad.status).toBe(400);
    expect((await admin.get(`${base}?lastModifiedDate.value=11.03.2026`)).status).toBe(400);
  });
});

describe("catalogue files", () => {
  it("downloads a file an act lists, and nothing else", async () => {
    const admin = await as("admin@demo.example");
    const reader = await as("reader@demo.example");
    const upload = (await admin.post(`${base}/files`, { raw: multipart(PDF, "Guidance.pdf") })).body;
    // not yet listed by an act: nobody downloads it
    expect((await reader.get(`${base}/files/${upload.id}/raw`)).status).toBe(404);
    const act = await admin.post(base, {
      body: { ...directive, official_number: "Directive 2009/148/EC", file_ids: [upload.id] },
    });
    expect(act.status).toBe(201);
    const download = await reader.get(`${base}/files/${upload.id}/raw`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("Guidance.pdf");
    // an organization's own file is not reachable here
    const holding = await demo.holding();
    const own = (await admin.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "own.pdf") })).body;
    expect((await reader.get(`${base}/files/${own.id}/raw`)).status).toBe(404);
  });
});
