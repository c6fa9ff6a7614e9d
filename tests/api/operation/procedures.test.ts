import { as, call } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { multipart, PNG } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;

const PROCEDURES = "/api/v1/procedures";
const byId = (id: string) => `${PROCEDURES}/${id}`;
const publicView = (id: string, language?: string) =>
  `${byId(id)}/public${language ? `?language_alpha2=${language}` : ""}`;

describe("procedures", () => {
  let holding: string;
  let otherHolding: string;
  let editor: Caller;
  let reader: Caller;
  let admin: Caller;
  let counter = 0;

  const create = async (body: Record<string, unknown> = {}) => {
    const answer = await editor.post(PROCEDURES, {
      body: {
        organization_id: holding,
        title_en: `Handling a chemical spill ${++counter}`,
        content_en: "<p>Stop the spill and call the supervisor.</p>",
        ...body,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const procedureCount = () => db().procedure.count();

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader, admin] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("admin@demo.example"),
    ]);
  });

  it("creates a procedure in two languages with its first revision, sanitising both texts", async () => {
    const created = await editor.post(PROCEDURES, {
      body: {
        organization_id: holding,
        title_en: " Waste sorting ",
        content_en: '<p onclick="x()">Sort at the source.</p><script>alert(1)</script>',
        title_da: "Affaldssortering",
        content_da: "<p>Sortér ved kilden.</p><img src=x onerror=alert(1)>",
        iso_standards: ["ISO_14001"],
        iso_clause: "8.1",
        review_recurrence: "P1Y",
        change_note: "First version",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId: holding,
      title: "Waste sorting",
      titleEn: "Waste sorting",
      titleDa: "Affaldssortering",
      contentEn: "<p>Sort at the source.</p>",
      languages: ["en", "da"],
      isoStandards: ["ISO_14001"],
      isoClause: "8.1",
      version: 1,
      published: false,
    });
    expect(created.body.contentDa).not.toMatch(/onerror|script/);
    expect(created.body.nextReviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const revisions = await reader.get(`${byId(created.body.id)}/revisions`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.content).toEqual([
      expect.objectContaining({
        version: 1,
        titleEn: "Waste sorting",
        titleDa: "Affaldssortering",
        changeNote: "First version",
      }),
    ]);
  });

  it("makes a revision when a title or text changes in either language, and none otherwise", async () => {
    const procedure = await create();
    const same = await editor.put(byId(procedure.id), {
      body: { title_en: procedure.titleEn, content_en: procedure.contentEn, owner_id: null, iso_clause: "8.2" },
    });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(1);
    const danish = await editor.put(byId(procedure.id), {
      body: {
        title_en: procedure.titleEn,
        content_en: procedure.contentEn,
        title_da: "Kemikaliespild",
        content_da: "<p>Stop spildet.</p>",
        change_note: "Danish text added",
        last_modified_date: same.body.lastModifiedDate,
      },
    });
    expect(danish.status).toBe(200);
    expect(danish.body.version).toBe(2);
    const revisions = await reader.get(`${byId(procedure.id)}/revisions`);
    expect(revisions.body.content.map((revision: { version: number }) => revision.version)).toEqual([2, 1]);
    expect(revisions.body.content[0]).toMatchObject({ titleDa: "Kemikaliespild", changeNote: "Danish text added" });
  });

  it("answers a stale update with 409 and changes nothing", async () => {
    const procedure = await create();
    const first = await editor.put(byId(procedure.id), {
      body: { title_en: "Changed first", last_modified_date: procedure.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await editor.put(byId(procedure.id), {
      body: { title_en: "Changed from an old form", last_modified_date: procedure.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await reader.get(byId(procedure.id))).body.titleEn).toBe("Changed first");
  });

  it("answers bad input with 422 naming the field, and writes nothing", async () => {
    const before = await procedureCount();
    const noTitle = await editor.post(PROCEDURES, { body: { organization_id: holding, content_en: "<p>Text</p>" } });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.error.fields).toHaveProperty("titleEn");
    const textWithoutTitle = await editor.post(PROCEDURES, {
      body: { organization_id: holding, title_en: "Title", content_da: "<p>Tekst</p>" },
    });
    expect(textWithoutTitle.status).toBe(422);
    expect(textWithoutTitle.body.error.fields).toHaveProperty("titleDa");
    const badClause = await editor.post(PROCEDURES, {
      body: { organization_id: holding, title_en: "Title", iso_clause: "clause eight" },
    });
    expect(badClause.status).toBe(422);
    expect(badClause.body.error.fields).toHaveProperty("isoClause");
    const missingOrganization = await editor.post(PROCEDURES, { body: { title_en: "Title" } });
    expect(missingOrganization.status).toBe(422);
    expect(missingOrganization.body.error.fields).toHaveProperty("organizationId");
    expect(await procedureCount()).toBe(before);
  });

  it("answers another tenant's organization_id in the query or the body with 404, and writes nothing", async () => {
    const foreign = await db().procedure.create({
      data: { organizationId: otherHolding, title: "Foreign procedure", titleEn: "Foreign procedure" },
    });
    const before = await procedureCount();
    const listed = await editor.get(`${PROCEDURES}?organization_id=${otherHolding}`);
    expect(listed.status).toBe(404);
    const created = await editor.post(PROCEDURES, { body: { organization_id: otherHolding, title_en: "Planted" } });
    expect(created.status).toBe(404);
    const template = await db().procedureTemplate.create({
      data: { title: "Foreign copy", titleEn: "Foreign copy", category: "OTHER" },
    });
    const copied = await editor.post(`${PROCEDURES}/from-template/${template.id}`, {
      body: { organization_id: otherHolding },
    });
    expect(copied.status).toBe(404);
    const changed = await editor.put(byId(foreign.id), { body: { title_en: "Taken over" } });
    expect(changed.status).toBe(404);
    expect((await editor.get(byId(foreign.id))).status).toBe(404);
    expect((await editor.get(`${byId(foreign.id)}/revisions`)).status).toBe(404);
    expect(await procedureCount()).toBe(before);
    expect((await db().procedure.findUniqueOrThrow({ where: { id: foreign.id } })).titleEn).toBe("Foreign procedure");
  });

  it("lists the organization's procedures with filters, sort and paging", async () => {
    const danishOnly = await create({ title_en: null, content_en: null, title_da: `Måleraflæsning ${++counter}` });
    await create({ title_en: `Zz last ${++counter}`, published: true });
    const page = await reader.get(`${PROCEDURES}?organization_id=${holding}&language=da&size=100`);
    expect(page.status).toBe(200);
    expect(page.body.content.map((row: { id: string }) => row.id)).toContain(danishOnly.id);
    expect(page.body.content.every((row: { languages: string[] }) => row.languages.includes("da"))).toBe(true);
    const published = await reader.get(
      `${PROCEDURES}?organization_id=${holding}&published=true&sort=title,desc&size=1`,
    );
    expect(published.body.content).toHaveLength(1);
    expect(published.body.content[0].published).toBe(true);
    const missing = await reader.get(`${PROCEDURES}?size=5`);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty("organizationId");
    const csv = await reader.get(`${PROCEDURES}?organization_id=${holding}&format=csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain("Zz last");
  });

  describe("the public view", () => {
    it("shows a published procedure to anyone, in the language asked for", async () => {
      const procedure = await create({
        title_en: "Reporting an incident",
        content_en: "<p>Report it the same day.</p>",
        title_da: "Indberetning af en hændelse",
        content_da: "<p>Indberet den samme dag.</p>",
        published: true,
      });
      const english = await call("GET", publicView(procedure.id, "en"));
      expect(english.status).toBe(200);
      expect(english.body).toMatchObject({
        language: "en",
        fallback: false,
        title: "Reporting an incident",
        content: "<p>Report it the same day.</p>",
        organization: { name: "Nordic Demo Holding A/S" },
      });
      const danish = await call("GET", publicView(procedure.id, "da"));
      expect(danish.body).toMatchObject({ language: "da", fallback: false, title: "Indberetning af en hændelse" });
      // nothing beyond the procedure itself
      expect(danish.body).not.toHaveProperty("owner");
      expect(danish.body).not.toHaveProperty("files");
    });

    it("falls back to the other language, saying so", async () => {
      const english = await create({ title_en: "Taking meter readings", published: true });
      const asked = await call("GET", publicView(english.id, "da"));
      expect(asked.body).toMatchObject({ language: "en", fallback: true, title: "Taking meter readings" });
      const danish = await create({ title_en: null, content_en: null, title_da: "Beredskabsplan", published: true });
      expect((await call("GET", publicView(danish.id, "en"))).body).toMatchObject({ language: "da", fallback: true });
    });

    it("answers 404 for an unpublished or archived procedure, exactly like a made-up id", async () => {
      const unpublished = await create();
      const madeUp = await call("GET", publicView("00000000-0000-4000-8000-000000000000"));
      expect(madeUp.status).toBe(404);
      const hidden = await call("GET", publicView(unpublished.id, "en"));
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(madeUp.body);
      const published = await create({ published: true });
      expect((await call("GET", publicView(published.id))).status).toBe(200);
      expect((await editor.delete(byId(published.id))).status).toBe(204);
      expect((await call("GET", publicView(published.id))).status).toBe(404);
      const unpublishing = await create({ published: true });
      await editor.put(byId(unpublishing.id), { body: { title_en: unpublishing.titleEn, published: false } });
      expect((await call("GET", publicView(unpublishing.id))).status).toBe(404);
    });

    it("serves the organization's logo for a published procedure only, 404 like a made-up id otherwise", async () => {
      const logo = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PNG, "logo.png") }))
        .body;
      const published = await create({ published: true });
      const unpublished = await create();
      const archived = await create({ published: true });
      expect((await editor.delete(byId(archived.id))).status).toBe(204);
      const logoOf = (id: string) => call("GET", `${byId(id)}/logo`);
      const madeUp = await logoOf("00000000-0000-4000-8000-000000000000");
      expect(madeUp.status).toBe(404);
      // no logo yet: the same 404, and the public view says there is none
      expect((await logoOf(published.id)).status).toBe(404);
      expect((await call("GET", publicView(published.id))).body.organization.hasLogo).toBe(false);
      await db().organization.update({ where: { id: holding }, data: { logoFileId: logo.id } });
      try {
        const shown = await logoOf(published.id);
        expect(shown.status).toBe(200);
        expect(shown.headers.get("content-type")).toBe("image/png");
        expect((await call("GET", publicView(published.id))).body.organization.hasLogo).toBe(true);
        for (const hidden of [unpublished, archived]) {
          const answer = await logoOf(hidden.id);
          expect(answer.status).toBe(404);
          expect(answer.body).toEqual(madeUp.body);
        }
      } finally {
        await db().organization.update({ where: { id: holding }, data: { logoFileId: null } });
      }
    });
  });

  describe("templates", () => {
    it("are seeded in English and Danish", async () => {
      const seeded = await reader.get("/api/v1/procedure-templates?size=100&sort=title,asc");
      expect(seeded.status).toBe(200);
      const titles = seeded.body.content.map((row: { titleEn: string }) => row.titleEn);
      expect(titles).toEqual(
        expect.arrayContaining(["Handling a chemical spill", "Waste sorting", "Emergency preparedness"]),
      );
      const demoTemplates = seeded.body.content.filter((row: { languages: string[] }) => row.languages.length === 2);
      expect(demoTemplates.length).toBeGreaterThanOrEqual(5);
    });

    it("export as CSV or XLSX in the list's filter and sort", async () => {
      const marker = `Export ${Date.now()}`;
      for (const [title, category] of [
        [`${marker} b`, "WASTE"],
        [`${marker} a`, "WASTE"],
        [`${marker} c`, "ENERGY"],
      ]) {
        const made = await admin.post("/api/v1/procedure-templates", { body: { category, title_en: title } });
        expect(made.status).toBe(201);
      }
      const filter = `q=${encodeURIComponent(marker)}&category=WASTE&sort=title,asc`;
      const csv = await reader.get(`/api/v1/procedure-templates?${filter}&format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const lines = String(csv.body).trim().split(/\r?\n/);
      expect(lines[0]).toContain("Title");
      expect(lines[0]).toContain("Category");
      // every matching row, sorted, without the other category's
      expect(lines.slice(1)).toEqual([
        expect.stringContaining(`${marker} a,Waste,EN`),
        expect.stringContaining(`${marker} b,Waste,EN`),
      ]);
      const workbook = await reader.get(`/api/v1/procedure-templates?${filter}&format=xlsx`);
      expect(workbook.status).toBe(200);
      expect(workbook.headers.get("content-type")).toContain("spreadsheetml");
      expect(workbook.headers.get("content-disposition")).toContain("procedure-templates");
    });

    it("copies a template into a procedure that then lives on its own", async () => {
      const template = await admin.post("/api/v1/procedure-templates", {
        body: {
          category: "EMERGENCY",
          title_en: "Emergency preparedness",
          content_en: "<p>Know the assembly point.</p>",
          title_da: "Beredskab",
          content_da: "<p>Kend mødestedet.</p>",
        },
      });
      expect(template.status).toBe(201);
      const copied = await editor.post(`${PROCEDURES}/from-template/${template.body.id}`, {
        body: { organization_id: holding },
      });
      expect(copied.status).toBe(201);
      expect(copied.body).toMatchObject({
        organizationId: holding,
        titleEn: "Emergency preparedness",
        contentDa: "<p>Kend mødestedet.</p>",
        templateId: template.body.id,
        version: 1,
        published: false,
      });
      // the template changes: the procedure keeps its text
      const changedTemplate = await admin.put(`/api/v1/procedure-templates/${template.body.id}`, {
        body: { category: "EMERGENCY", title_en: "Emergency preparedness (revised)", content_en: "<p>New</p>" },
      });
      expect(changedTemplate.status).toBe(200);
      expect((await reader.get(byId(copied.body.id))).body).toMatchObject({
        titleEn: "Emergency preparedness",
        titleDa: "Beredskab",
      });
      // the procedure changes: the template keeps its text
      await editor.put(byId(copied.body.id), { body: { title_en: "Our emergency plan", content_en: "<p>Ours</p>" } });
      expect((await reader.get(`/api/v1/procedure-templates/${template.body.id}`)).body).toMatchObject({
        titleEn: "Emergency preparedness (revised)",
        contentEn: "<p>New</p>",
        titleDa: null,
      });
    });

    it("lets only maintainers write templates, and names the field of bad input", async () => {
      const refused = await editor.post("/api/v1/procedure-templates", {
        body: { category: "WASTE", title_en: "Not mine to write" },
      });
      expect(refused.status).toBe(403);
      const bad = await admin.post("/api/v1/procedure-templates", { body: { category: "WASTE" } });
      expect(bad.status).toBe(422);
      expect(bad.body.error.fields).toHaveProperty("titleEn");
      const badCategory = await admin.post("/api/v1/procedure-templates", {
        body: { category: "COOKING", title_en: "Lunch" },
      });
      expect(badCategory.status).toBe(422);
      expect(badCategory.body.error.fields).toHaveProperty("category");
    });

    it("answers a stale template update with 409", async () => {
      const template = await admin.post("/api/v1/procedure-templates", {
        body: { category: "WASTE", title_en: "Sorting cardboard" },
      });
      const body = { category: "WASTE", title_en: "Sorting cardboard and paper" };
      expect(
        (
          await admin.put(`/api/v1/procedure-templates/${template.body.id}`, {
            body: { ...body, last_modified_date: template.body.lastModifiedDate },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await admin.put(`/api/v1/procedure-templates/${template.body.id}`, {
            body: { ...body, last_modified_date: template.body.lastModifiedDate },
          })
        ).status,
      ).toBe(409);
    });
  });
});
