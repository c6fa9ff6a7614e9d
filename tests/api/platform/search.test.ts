// The one search: what it finds (words of either language, their start while typing, a rich text's
// words and not its markup, CAS numbers), what it never shows (another tenant's records, kinds a
// scope or LIMITED access closes, archived records unless asked) and that the index follows every
// write through the real API in the write's transaction.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { db } from "@/lib/platform/db";
import { hashPassword } from "@/lib/platform/auth/passwords";
import { SEARCH_KIND_KEYS } from "@/lib/modules/search/kinds";
import { as, DEMO_PASSWORD } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Hit = { recordId: string; title: string; href: string; matched: string[]; organization: { id: string } };
type Group = { kind: string; total: number; hits: Hit[] };
type Answer = { terms: string[]; partial: boolean; groups: Group[] };

const searchPath = (orgId: string) => `/api/v1/organizations/${orgId}/search`;
const policies = (orgId: string) => `/api/v1/organizations/${orgId}/policies`;

describe("search", () => {
  let holding: string;
  let subsidiary: string;
  let department: string;
  let limitedOrg: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let limited: Caller;
  let other: Caller;

  const find = async (caller: Caller, orgId: string, q: string, extra: Record<string, string> = {}) => {
    const answer = await caller.get(`${searchPath(orgId)}?${new URLSearchParams({ q, ...extra })}`);
    expect(answer.status).toBe(200);
    return answer.body as Answer;
  };
  const hitsOf = (answer: Answer, kind: string) => answer.groups.find((group) => group.kind === kind)?.hits ?? [];
  const idsOf = (answer: Answer, kind: string) => hitsOf(answer, kind).map((hit) => hit.recordId);
  const kindsOf = (answer: Answer) => answer.groups.map((group) => group.kind);
  /** A word no demo record holds, so that a test sees only its own records. */
  const unique = (stem: string) => `${stem}${randomUUID().replace(/\D/g, "").slice(0, 6)}`;

  const createPolicy = async (title: string, content: string, orgId = holding) => {
    const answer = await editor.post(policies(orgId), { body: { title, content } });
    expect(answer.status).toBe(201);
    return answer.body as { id: string; title: string; content: string; lastModifiedDate: string };
  };

  beforeAll(async () => {
    [holding, subsidiary, department, limitedOrg, otherHolding] = await Promise.all([
      demo.holding(),
      demo.subsidiary(),
      demo.department(),
      demo.limited(),
      demo.other(),
    ]);
    [manager, editor, reader, limited, other] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("limited@demo.example"),
      as("other@demo.example"),
    ]);
  });

  it("finds a policy by a word of its text, in Danish or English, whatever the person's language", async () => {
    const word = unique("Sprinkleranlæg");
    const policy = await createPolicy(
      `Brandpolitik ${word}`,
      `<h2>Brandsikkerhed</h2><p>Alle <strong>brandslukkere</strong> kontrolleres hvert år, and every fire extinguisher is checked yearly.</p>`,
    );
    // the manager reads English; Danish words are found all the same, by their stem too
    for (const q of ["brandslukker", "brandslukkere", "Brandsikkerhed", "fire extinguishers", "extinguisher checked"]) {
      const answer = await find(manager, holding, `${q} ${word}`);
      expect(idsOf(answer, "policy")).toEqual([policy.id]);
    }
    const hit = hitsOf(await find(manager, holding, `brandslukkere ${word}`), "policy")[0];
    expect(hit).toMatchObject({ title: policy.title, href: `/leadership/policies/${policy.id}` });
    expect(hit.matched.map((matched) => matched.toLowerCase())).toEqual(
      expect.arrayContaining([word.toLowerCase(), "brandslukkere"]),
    );
  });

  it("finds words by their start while they are typed, and nothing for a letter or punctuation", async () => {
    const word = unique("Kølemiddelaftale");
    const policy = await createPolicy(word, "<p>Ammoniak i kølesystemet.</p>");
    for (let letters = 4; letters <= word.length; letters += 3) {
      expect(idsOf(await find(manager, holding, word.slice(0, letters)), "policy")).toContain(policy.id);
    }
    expect(idsOf(await find(manager, holding, `${word} ammon`), "policy")).toEqual([policy.id]);
    expect((await find(manager, holding, "k")).groups).toEqual([]);
    expect((await find(manager, holding, "")).groups).toEqual([]);
    // text-search syntax typed into the box is no error, only words
    const hostile = await manager.get(`${searchPath(holding)}?${new URLSearchParams({ q: "&|!():* <-> '\\\"" })}`);
    expect(hostile.status).toBe(200);
    expect(hostile.body.groups).toEqual([]);
    expect(idsOf(await find(manager, holding, `'${word}':*A | !`), "policy")).toEqual([policy.id]);
  });

  it("searches a rich text by its words, never by its markup", async () => {
    const word = unique("Markup");
    const policy = await createPolicy(
      word,
      `<table><tbody><tr><td><p>Nødbruser <em>ved</em> syrelager</p></td></tr></tbody></table><p><a href="https://example.com/strongbox">link</a> &amp; mere</p>`,
    );
    expect(idsOf(await find(manager, holding, `${word} nødbruser`), "policy")).toEqual([policy.id]);
    expect(idsOf(await find(manager, holding, `${word} syrelager`), "policy")).toEqual([policy.id]);
    for (const tag of ["tbody", "strong", "href", "table", "example", "amp"]) {
      expect(idsOf(await find(manager, holding, `${word} ${tag}`), "policy")).toEqual([]);
    }
    const entry = await db().searchEntry.findFirstOrThrow({ where: { kind: "policy", recordId: policy.id } });
    expect(entry.body).toBe("Nødbruser ved syrelager link & mere");
  });

  it("follows create, update, rename, archive and restore, in the write's transaction", async () => {
    const before = unique("Oliespild");
    const after = unique("Kemikaliespild");
    const created = await createPolicy(`Politik ${before}`, "<p>Spild opsamles straks.</p>");
    expect(idsOf(await find(reader, holding, before), "policy")).toEqual([created.id]);

    // the text changes: its new words are found at once
    const changed = await editor.put(`${policies(holding)}/${created.id}`, {
      body: {
        title: created.title,
        content: "<p>Spild opsamles med granulat.</p>",
        last_modified_date: created.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(idsOf(await find(reader, holding, `${before} granulat`), "policy")).toEqual([created.id]);

    // renamed: the old word is gone, the new one found
    const renamed = await editor.put(`${policies(holding)}/${created.id}`, {
      body: {
        title: `Politik ${after}`,
        content: changed.body.content,
        last_modified_date: changed.body.lastModifiedDate,
      },
    });
    expect(renamed.status).toBe(200);
    expect(idsOf(await find(reader, holding, before), "policy")).toEqual([]);
    expect(hitsOf(await find(reader, holding, after), "policy")).toMatchObject([{ title: `Politik ${after}` }]);

    // archived: found only when archived records are asked for
    expect((await editor.delete(`${policies(holding)}/${created.id}`)).status).toBe(204);
    expect(idsOf(await find(reader, holding, after), "policy")).toEqual([]);
    expect(idsOf(await find(reader, holding, after, { archived: "true" }), "policy")).toEqual([created.id]);

    // restored: found again, and no longer among the archived
    expect((await editor.post(`${policies(holding)}/${created.id}/restore`)).status).toBe(200);
    expect(idsOf(await find(reader, holding, after), "policy")).toEqual([created.id]);
    expect(idsOf(await find(reader, holding, after, { archived: "true" }), "policy")).toEqual([]);
  });

  it("writes nothing of a write that is rolled back, and follows what an entry copies from other records", async () => {
    const lost = unique("Rullettilbage");
    await expect(
      db().$transaction(async (tx) => {
        await tx.policy.create({ data: { organizationId: holding, title: lost, content: "<p>x</p>" } });
        throw new Error("the write fails after the insert");
      }),
    ).rejects.toThrow("the write fails");
    expect(await db().searchEntry.count({ where: { title: lost } })).toBe(0);

    // an inspection is titled by its agreement: renaming the agreement renames the inspection's entry
    const before = unique("Kedeleftersyn");
    const after = unique("Trykbeholder");
    const agreement = await db().agreement.create({
      data: {
        organizationId: holding,
        type: "SERVICE_AND_INSPECTION",
        title: before,
        startsAt: new Date("2026-01-01"),
        frequency: "P1Y",
      },
    });
    const inspection = await db().inspection.create({
      data: {
        organizationId: holding,
        agreementId: agreement.id,
        type: "SERVICE_AND_INSPECTION",
        dueDate: new Date("2026-06-01"),
      },
    });
    expect(idsOf(await find(editor, holding, before), "inspection")).toEqual([inspection.id]);
    await db().agreement.update({ where: { id: agreement.id }, data: { title: after } });
    expect(idsOf(await find(editor, holding, before), "inspection")).toEqual([]);
    expect(idsOf(await find(editor, holding, after), "inspection")).toEqual([inspection.id]);
    expect(idsOf(await find(editor, holding, after), "agreement")).toEqual([agreement.id]);
    // the control book's detail screens need EDIT
    expect(kindsOf(await find(reader, holding, after))).toEqual([]);
  });

  it("answers nothing of another tenant, and the other tenant nothing of this one", async () => {
    const word = unique("Tenantord");
    const mine = await createPolicy(`Mine ${word}`, "<p>x</p>");
    const theirs = await db().policy.create({
      data: { organizationId: otherHolding, title: `Theirs ${word}`, content: "<p>y</p>" },
    });
    expect(idsOf(await find(manager, holding, word), "policy")).toEqual([mine.id]);
    expect(idsOf(await find(other, otherHolding, word), "policy")).toEqual([theirs.id]);
    // the other tenant's organization in the path is no organization of the caller's
    expect((await manager.get(`${searchPath(otherHolding)}?q=${word}`)).status).toBe(404);
  });

  it("shows only the kinds the person may open: a reader finds no risk hazard, member or competence", async () => {
    // a hazard has no screen of its own: it is found through its assessment, which planning's MANAGE opens
    const word = unique("Presseværktøj");
    const assessment = await manager.post(`/api/v1/organizations/${holding}/risk-assessments`, {
      body: { title: "Production hall: press line" },
    });
    expect(assessment.status).toBe(201);
    const hazard = await manager.post(
      `/api/v1/organizations/${holding}/risk-assessments/${assessment.body.id}/hazards`,
      {
        body: {
          category: "MECHANICAL",
          title: `Hands caught in the ${word}`,
          inherent_likelihood: 3,
          inherent_severity: 4,
        },
      },
    );
    expect(hazard.status).toBe(201);
    expect(idsOf(await find(manager, holding, word), "riskAssessment")).toEqual([assessment.body.id]);
    expect(kindsOf(await find(reader, holding, word))).toEqual([]);
    expect(kindsOf(await find(editor, holding, word))).toEqual([]);

    // members and roles open to managers; competences to editors
    expect(hitsOf(await find(manager, holding, "Rikke Reader"), "member").map((hit) => hit.title)).toContain(
      "Rikke Reader",
    );
    expect(kindsOf(await find(reader, holding, "Rikke Reader"))).not.toContain("member");
    const competence = await db().competence.create({
      data: { organizationId: holding, name: unique("Truckcertifikat"), frequency: "P1Y" },
    });
    expect(idsOf(await find(editor, holding, competence.name), "competence")).toEqual([competence.id]);
    expect(idsOf(await find(reader, holding, competence.name), "competence")).toEqual([]);

    // with kind=, one kind only
    const both = unique("Kindord");
    const policy = await createPolicy(both, "<p>x</p>");
    await db().ownDocument.create({ data: { organizationId: holding, title: both, category: "PLAN" } });
    expect(kindsOf(await find(reader, holding, both)).sort()).toEqual(["ownDocument", "policy"]);
    expect(kindsOf(await find(reader, holding, both, { kind: "policy" }))).toEqual(["policy"]);
    expect(idsOf(await find(reader, holding, both, { kind: "policy" }), "policy")).toEqual([policy.id]);
  });

  it("reads each organization below by the person's access there", async () => {
    const word = unique("Afdelingsrisiko");
    const [inHolding, inDepartment] = await Promise.all([
      db().riskAssessment.create({ data: { organizationId: holding, title: `Holding ${word}` } }),
      db().riskAssessment.create({ data: { organizationId: department, title: `Department ${word}` } }),
    ]);
    // READ in the holding, MANAGE in its department
    const email = `${unique("split")}@demo.example`;
    const user = await db().user.create({
      data: { email, name: "Dina Department", passwordHash: await hashPassword(DEMO_PASSWORD) },
    });
    await db().membership.createMany({
      data: [
        { userId: user.id, organizationId: holding, scopes: ["READ"] },
        { userId: user.id, organizationId: department, scopes: ["MANAGE"] },
      ],
    });
    const split = await as(email);
    const hits = hitsOf(await find(split, holding, word), "riskAssessment");
    expect(hits.map((hit) => hit.recordId)).toEqual([inDepartment.id]);
    // opened in its own organization
    expect(hits[0].href).toBe(`/planning/risk-assessment/${inDepartment.id}?organization=${department}`);
    expect(hits[0].organization.id).toBe(department);
    // the manager of the holding finds both; from the department only the department's
    expect(idsOf(await find(manager, holding, word), "riskAssessment").sort()).toEqual(
      [inHolding.id, inDepartment.id].sort(),
    );
    expect(idsOf(await find(manager, department, word), "riskAssessment")).toEqual([inDepartment.id]);
    // a subsidiary's records are found from the holding too
    const machine = await db().machine.create({
      data: { organizationId: subsidiary, name: `Press ${word}`, inceptionDate: new Date("2020-01-01") },
    });
    expect(idsOf(await find(reader, holding, word), "machine")).toEqual([machine.id]);
  });

  it("shows a LIMITED organization only the kinds its LIMITED access opens, in the person's Danish too", async () => {
    const word = unique("Begrænset");
    const [policy] = await Promise.all([
      db().policy.create({
        data: { organizationId: limitedOrg, title: `Policy ${word}`, content: "<p>Fire drill.</p>" },
      }),
      db().machine.create({
        data: { organizationId: limitedOrg, name: `Machine ${word}`, inceptionDate: new Date("2020-01-01") },
      }),
    ]);
    const answer = await find(limited, limitedOrg, word);
    expect(idsOf(answer, "policy")).toEqual([policy.id]);
    expect(kindsOf(answer)).not.toContain("machine");
    // the LIMITED manager reads Danish; an English word finds the English text
    expect(idsOf(await find(limited, limitedOrg, `${word} drills`), "policy")).toEqual([policy.id]);
  });

  it("finds a registered chemical by its product's name and its substances' CAS and EC numbers", async () => {
    const name = unique("Rensevæske");
    const cas = "7732-18-5";
    const substance = await db().substance.create({
      data: { nameEn: `Water ${name}`, casNumber: cas, ecNumber: "231-791-2" },
    });
    const chemical = await db().chemical.create({
      data: {
        tradeName: name,
        physicalState: "LIQUID",
        signalWord: "NORMAL",
        dangerCode: "GREEN",
        substances: { create: [{ substanceId: substance.id, sortOrder: 0 }] },
      },
    });
    const registered = await editor.post(`/api/v1/organizations/${holding}/chemical-associations`, {
      body: { chemical_id: chemical.id, purpose: "Rengøring af maskiner" },
    });
    expect(registered.status).toBe(201);
    const id = registered.body.id as string;
    expect(idsOf(await find(reader, holding, name), "chemical")).toEqual([id]);
    for (const q of [
      `${cas} ${name}`,
      `7732-18 ${name}`,
      `7732185 ${name}`,
      `231-791-2 ${name}`,
      `(7732-18-5), ${name}`,
    ]) {
      expect(idsOf(await find(reader, holding, q), "chemical")).toEqual([id]);
    }
    const hit = hitsOf(await find(reader, holding, `${cas} ${name}`), "chemical")[0];
    expect(hit).toMatchObject({ href: `/chemicals/my-chemicals/${id}` });
    expect(hit.matched).toEqual(expect.arrayContaining([cas]));
    // the catalogue's numbers change: the register's entry follows
    await db().substance.update({ where: { id: substance.id }, data: { casNumber: "64-17-5" } });
    expect(idsOf(await find(reader, holding, `${cas} ${name}`), "chemical")).toEqual([]);
    expect(idsOf(await find(reader, holding, `64-17-5 ${name}`), "chemical")).toEqual([id]);
    // a reader of a LIMITED organization has no chemical register
    expect(kindsOf(await find(limited, limitedOrg, "64-17-5"))).not.toContain("chemical");
  });

  it("finds a registered chemical by its product's UN number, written as the safety data sheet does or as four digits", async () => {
    const name = unique("Opløsningsmiddel");
    const chemical = await db().chemical.create({
      data: { tradeName: name, physicalState: "LIQUID", signalWord: "DANGER", dangerCode: "YELLOW" },
    });
    const registered = await editor.post(`/api/v1/organizations/${holding}/chemical-associations`, {
      body: { chemical_id: chemical.id, purpose: "Affedtning" },
    });
    expect(registered.status).toBe(201);
    const id = registered.body.id as string;
    expect(idsOf(await find(reader, holding, `UN 1090 ${name}`), "chemical")).toEqual([]);
    // the maintainer enters it on the product: the register's entry follows
    const admin = await as("admin@demo.example");
    const product = (await admin.get(`/api/v1/chemicals/${chemical.id}`)).body;
    const changed = await admin.put(`/api/v1/chemicals/${chemical.id}`, {
      body: {
        trade_name: name,
        physical_state: "LIQUID",
        un_number: "UN1090",
        last_modified_date: product.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    for (const q of [`UN 1090 ${name}`, `un1090 ${name}`, `1090 ${name}`]) {
      expect(idsOf(await find(reader, holding, q), "chemical")).toEqual([id]);
    }
    expect(idsOf(await find(reader, holding, `UN 1093 ${name}`), "chemical")).toEqual([]);
    // another tenant finds nothing by it
    expect(idsOf(await find(other, otherHolding, "UN 1090"), "chemical")).not.toContain(id);
  });

  it("counts the hits of each kind and answers a few of them, the best first", async () => {
    const word = unique("Tælleord");
    await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        db().ownDocument.create({
          data: {
            organizationId: holding,
            title: index === 3 ? `${word} i titlen` : `Dokument ${index}`,
            category: "PLAN",
            description: `${word} i teksten`,
          },
        }),
      ),
    );
    const group = (await find(reader, holding, word, { limit: "3" })).groups.find(
      (found) => found.kind === "ownDocument",
    )!;
    expect(group.total).toBe(7);
    expect(group.hits).toHaveLength(3);
    // the word in the title ranks first
    expect(group.hits[0].title).toBe(`${word} i titlen`);
  });

  it("shows every kind the index's triggers write, and the index writes every kind it shows", async () => {
    // each kind's rows come from a function "search_rows_<kind>" (migration search_index)
    const functions = await db().$queryRaw<{ kind: string }[]>`
      SELECT substr(proname, length('search_rows_') + 1) AS kind FROM pg_proc WHERE starts_with(proname, 'search_rows_')`;
    expect(functions.map((row) => row.kind).sort()).toEqual([...SEARCH_KIND_KEYS].sort());
  });

  it("answers whatever is typed without an error: letters of any script, digits, marks, syntax", async () => {
    const typed = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.constantFrom(
        "½ ² ١٢٣ a١٢ ǅ ﬁre",
        "UN UN1 un 11700 -- 64--17 0-0-0",
        "'a' & !b | (c:*) <-> d:*A",
        "ø".repeat(300),
      ),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (q) => {
        const answer = await reader.get(`${searchPath(holding)}?${new URLSearchParams({ q: q.replaceAll("\0", "") })}`);
        expect(answer.status).toBe(200);
      }),
      { numRuns: 60, seed: 29 },
    );
  });

  it("refuses an unknown kind and a limit out of range", async () => {
    expect((await reader.get(`${searchPath(holding)}?q=brand&kind=nothing`)).status).toBe(400);
    expect((await reader.get(`${searchPath(holding)}?q=brand&limit=0`)).status).toBe(400);
    expect((await reader.get(`${searchPath(holding)}?q=brand&limit=51`)).status).toBe(400);
  });
});
