import { db } from "@/lib/platform/db";
import { calendarFeed } from "@/lib/modules/reminders/calendar";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { safetyDataSheetsDue } from "@/lib/modules/chemicals/register/due-source";
import { listDue } from "@/lib/modules/due-sources";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Row = { id: string; name: string; safetyDataSheet: { status: string }; substitution: { reasons: string[] } };

const register = (orgId: string) => `/api/v1/organizations/${orgId}/chemical-associations`;
const names = (page: { content: Row[] }) => page.content.map((row) => row.name).sort();

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months, 1);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
};

let counter = 0;

/** A catalogue product with one supplier and, for Denmark, a safety data sheet of the given age (none for null). */
async function product(spec: { name: string; h?: string[]; cas?: string; sdsMonths: number | null; storage?: string }) {
  const supplier = await db().stakeholder.create({ data: { name: `Supplier ${++counter}`, type: "SUPPLIER" } });
  const substance = spec.cas
    ? await db().substance.findFirstOrThrow({ where: { casNumber: spec.cas }, select: { id: true } })
    : null;
  const file = await db().storedFile.create({
    data: { name: `SDS ${spec.name}.pdf`, contentType: "application/pdf", size: 10, storageKey: `sds-${counter}` },
  });
  const chemical = await db().chemical.create({
    data: {
      tradeName: spec.name,
      physicalState: "LIQUID",
      hazardStatements: spec.h ?? [],
      pictograms: spec.h?.length ? ["GHS02", "GHS07"] : [],
      signalWord: spec.h?.length ? "DANGER" : "NORMAL",
      dangerCode: spec.h?.some((code) => code.startsWith("H35")) ? "RED" : "YELLOW",
      supplies: { create: [{ supplierId: supplier.id, sortOrder: 0 }] },
      substances: substance
        ? { create: [{ substanceId: substance.id, sortOrder: 0, concentrationMax: 50 }] }
        : undefined,
      countries: {
        create: [
          {
            countryAlpha2: "DK",
            storageClass: spec.storage ?? "3",
            safetyDataSheets:
              spec.sdsMonths === null
                ? undefined
                : { create: [{ fileId: file.id, language: "da", lastRevisionDate: monthsAgo(spec.sdsMonths) }] },
          },
        ],
      },
    },
  });
  return { id: chemical.id, supplierId: supplier.id };
}

describe("the chemical register (my chemicals)", () => {
  let holding: string;
  let otherHolding: string;
  let limited: string;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let limitedManager: Caller;
  let current: { id: string; supplierId: string };
  let stale: { id: string; supplierId: string };
  let missing: { id: string; supplierId: string };
  let cmr: { id: string; supplierId: string };
  let svhc: { id: string; supplierId: string };
  let formalin: { id: string; supplierId: string };
  let vinylidene: { id: string; supplierId: string };
  let hall: string;
  let store: string;
  let paint: string;
  let paintStore: string;
  let yard: string;
  /** the manager's membership: who keeps the registrations that lack nothing */
  let keeper: string;

  const add = async (chemicalId: string, body: Record<string, unknown> = {}) => {
    const answer = await editor.post(register(holding), { body: { chemical_id: chemicalId, ...body } });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    [holding, otherHolding, limited] = await Promise.all([demo.holding(), demo.other(), demo.limited()]);
    [editor, reader, other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
    limitedManager = await as("limited@demo.example");
    current = await product({ name: "Acetone technical", h: ["H225", "H319", "H336"], cas: "67-64-1", sdsMonths: 6 });
    stale = await product({ name: "Isopropanol 99 %", h: ["H225", "H319"], cas: "67-63-0", sdsMonths: 40 });
    missing = await product({ name: "Hydraulic oil HLP 46", sdsMonths: null, storage: "10" });
    cmr = await product({ name: "Epoxy hardener", h: ["H350", "H317"], sdsMonths: 12, storage: "8A" });
    svhc = await product({ name: "Brake cleaner (hexane)", h: ["H225"], cas: "110-54-3", sdsMonths: 2 });
    // no statements on the label: formaldehyde's harmonised classification (Carc. 1B) alone makes it CMR and restricted
    formalin = await product({ name: "Formalin 37 %", cas: "50-00-0", sdsMonths: 3 });
    // Annex VI makes vinylidene chloride Carc. 1B only from 2027-02-01; until then its entry says Carc. 2
    vinylidene = await product({ name: "Vinylidene chloride", cas: "75-35-4", sdsMonths: 3 });
    [hall, store, paint, paintStore, yard] = await Promise.all(
      ["Production hall", "Chemical store", "Paint shop", "Paint store", "Yard"].map(
        async (name) => (await db().area.create({ data: { organizationId: holding, name } })).id,
      ),
    );
    keeper = (
      await db().membership.findFirstOrThrow({
        where: { organizationId: holding, userEmail: "manager@demo.example" },
        select: { id: true },
      })
    ).id;
  });

  it("registers a product with its supplier, areas, amount, purpose, workplace instruction and decisions", async () => {
    const created = await add(current.id, {
      supplier_id: current.supplierId,
      responsible_id: keeper,
      purpose: "  Cleaning of moulds ",
      amount: "25.5",
      amount_unit: "L",
      use_area_ids: [hall],
      storage_area_ids: [store],
      instruction_use: "Only in the ventilated booth.",
      instruction_protection: "Nitrile gloves, safety goggles.",
      instruction_first_aid: "Rinse eyes with water for 15 minutes.",
      instruction_spills: "Absorb with sand; no sparks.",
      instruction_disposal: "Solvent waste container, hazardous waste.",
      substitution_decisions: [
        { outcome: "INVESTIGATE", decided_on: "2026-01-10", note: "Try a water-based cleaner." },
      ],
    });
    expect(created).toMatchObject({
      name: "Acetone technical",
      dangerCode: "YELLOW",
      countryAlpha2: "DK",
      purpose: "Cleaning of moulds",
      amount: "25.5",
      amountUnit: "L",
      supplier: { id: current.supplierId },
      useAreas: [{ id: hall, name: "Production hall" }],
      storageAreas: [{ id: store, name: "Chemical store" }],
      storageClass: "3",
      chemical: { id: current.id, pictograms: ["GHS02", "GHS07"], signalWord: "DANGER" },
      safetyDataSheet: { status: "CURRENT", fileId: expect.any(String) },
      substitution: { candidate: false, reasons: [] },
      instructionProtection: "Nitrile gloves, safety goggles.",
      substitutionDecisions: [{ outcome: "INVESTIGATE", decidedOn: "2026-01-10", note: "Try a water-based cleaner." }],
      gaps: [],
    });
    const read = await reader.get(`${register(holding)}/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it("refuses bad input with the field named and writes nothing", async () => {
    const before = await db().chemicalAssociation.count();
    const foreignArea = (await db().area.create({ data: { organizationId: otherHolding, name: "Other hall" } })).id;
    const foreignMember = (
      await db().membership.findFirstOrThrow({ where: { organizationId: otherHolding }, select: { id: true } })
    ).id;
    const cases: [Record<string, unknown>, string][] = [
      [{ chemical_id: "00000000-0000-4000-8000-000000000000" }, "chemicalId"],
      [{ chemical_id: current.id, supplier_id: stale.supplierId }, "supplierId"],
      [{ chemical_id: current.id, use_area_ids: [foreignArea] }, "useAreaIds.0"],
      [{ chemical_id: current.id, amount: "12", amount_unit: null }, "amountUnit"],
      [{ chemical_id: current.id, amount: "-3", amount_unit: "L" }, "amount"],
      [{ chemical_id: current.id, amount_unit: "KWH" }, "amountUnit"],
      [{ chemical_id: current.id, country_alpha2: "XX" }, "countryAlpha2"],
      [{ chemical_id: current.id, responsible_id: foreignMember }, "responsibleId"],
      [
        { chemical_id: current.id, substitution_decisions: [{ outcome: "MAYBE", decided_on: "2026-01-01" }] },
        "substitutionDecisions.0.outcome",
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.post(register(holding), { body });
      expect({ field, status: answer.status }).toEqual({ field, status: 422 });
      expect(Object.keys(answer.body.error.fields)).toContain(field);
    }
    expect(await db().chemicalAssociation.count()).toBe(before);
  });

  it("updates with the whole list of decisions, refuses a stale form with 409 and archives", async () => {
    const created = await add(stale.id, {
      purpose: "Wiping",
      substitution_decisions: [{ outcome: "INVESTIGATE", decided_on: "2026-01-10" }],
    });
    const body = {
      chemical_id: stale.id,
      purpose: "Wiping of screens",
      storage_area_ids: [store],
      substitution_decisions: [
        { outcome: "INVESTIGATE", decided_on: "2026-01-10" },
        { outcome: "KEEP", decided_on: "2026-03-01", note: "No alternative dries fast enough." },
      ],
      last_modified_date: created.lastModifiedDate,
    };
    const updated = await editor.put(`${register(holding)}/${created.id}`, { body });
    expect(updated.status).toBe(200);
    expect(updated.body.substitutionDecisions.map((row: { outcome: string }) => row.outcome)).toEqual([
      "INVESTIGATE",
      "KEEP",
    ]);
    expect(updated.body.storageAreas).toEqual([{ id: store, name: "Chemical store" }]);
    const conflict = await editor.put(`${register(holding)}/${created.id}`, { body: { ...body, purpose: "Older" } });
    expect(conflict.status).toBe(409);
    expect((await reader.get(`${register(holding)}/${created.id}`)).body.purpose).toBe("Wiping of screens");

    const history = await reader.get(`${register(holding)}/${created.id}/history`);
    expect(history.status).toBe(200);
    const types = history.body.content.map((entry: { entityType: string }) => entry.entityType);
    expect(types).toEqual(
      expect.arrayContaining(["chemical_association", "chemical_storage_area", "chemical_substitution_decision"]),
    );

    expect((await reader.delete(`${register(holding)}/${created.id}`)).status).toBe(403);
    expect((await editor.delete(`${register(holding)}/${created.id}`)).status).toBe(204);
    const active = await reader.get(`${register(holding)}?size=100`);
    expect(active.body.content.map((row: Row) => row.id)).not.toContain(created.id);
    const archived = await reader.get(`${register(holding)}?archived=true`);
    expect(archived.body.content.map((row: Row) => row.id)).toContain(created.id);
  });

  it("flags stale and missing safety data sheets and CMR, SVHC and restricted substances, and filters on each", async () => {
    await Promise.all(
      // each with all the register needs, so that only the sheets and substances decide the flags
      [current, stale, missing, cmr, svhc, formalin, vinylidene].map((entry) =>
        add(entry.id, {
          use_area_ids: [paint],
          storage_area_ids: [paintStore],
          responsible_id: keeper,
          amount: "1",
          amount_unit: "L",
        }),
      ),
    );
    const list = async (query: string) => (await reader.get(`${register(holding)}?size=100&${query}`)).body;
    const all = await list("");
    const byName = new Map<string, Row>(all.content.map((row: Row) => [row.name, row]));
    expect(byName.get("Isopropanol 99 %")!.safetyDataSheet.status).toBe("STALE");
    expect(byName.get("Hydraulic oil HLP 46")!.safetyDataSheet.status).toBe("MISSING");
    expect(byName.get("Epoxy hardener")!.substitution.reasons).toEqual(["CMR"]);
    expect(byName.get("Brake cleaner (hexane)")!.substitution.reasons).toContain("SVHC");
    expect(byName.get("Formalin 37 %")!.substitution.reasons).toEqual(["CMR", "RESTRICTED"]);
    expect(byName.get("Acetone technical")!.substitution.reasons).toEqual([]);
    // restricted by name (REACH Annex XVII entry 38), not CMR by the version of its entry in force
    expect(byName.get("Vinylidene chloride")!.substitution.reasons).toEqual(
      new Date() < new Date("2027-02-01") ? ["RESTRICTED"] : ["CMR", "RESTRICTED"],
    );

    expect(names(await list("needs_attention=true"))).toEqual(["Hydraulic oil HLP 46", "Isopropanol 99 %"]);
    expect(names(await list("sds_status=MISSING"))).toEqual(["Hydraulic oil HLP 46"]);
    expect(names(await list("sds_status=STALE"))).toEqual(["Isopropanol 99 %"]);
    expect(names(await list("substitution_candidate=true"))).toEqual([
      "Brake cleaner (hexane)",
      "Epoxy hardener",
      "Formalin 37 %",
      "Vinylidene chloride",
    ]);
    expect(names(await list("storage_class=8A"))).toEqual(["Epoxy hardener"]);
    expect(names(await list("danger_code=RED"))).toEqual(["Epoxy hardener"]);
    expect(names(await list("pictogram=GHS02&signal_word=DANGER&q=acet"))).toEqual(
      expect.arrayContaining(["Acetone technical"]),
    );
    expect(names(await list(`area_id=${paint}&q=hydraulic`))).toEqual(["Hydraulic oil HLP 46"]);
    const sorted = await list("sort=name,desc&q=e");
    expect(sorted.content.map((row: Row) => row.name)).toEqual([...names(sorted)].reverse());

    const csv = await reader.get(`${register(holding)}?format=csv&needs_attention=true`);
    expect(csv.status).toBe(200);
    expect(csv.body as string).toContain("Isopropanol 99 %");
    expect(csv.body as string).not.toContain("Acetone technical");
  });

  it("lists stale and missing sheets as due items for the dashboard, the digest and the calendar", async () => {
    const items = await listDue({ organizationIds: [holding], dueBefore: new Date(), limit: 100 });
    const due = items.filter((item) => item.source === safetyDataSheetsDue.key).map((item) => item.title);
    expect(due).toEqual(expect.arrayContaining(["Isopropanol 99 %", "Hydraulic oil HLP 46"]));
    expect(due).not.toContain("Acetone technical");
    // the responsible member's own list (their dashboard, digest and calendar) holds theirs only
    const editorMember = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "editor@demo.example" },
      select: { id: true, userId: true },
    });
    const kept = await add(stale.id, {
      purpose: "Kept by the coordinator",
      responsible_id: editorMember.id,
      use_area_ids: [yard],
    });
    expect(kept.responsible).toMatchObject({ id: editorMember.id, email: "editor@demo.example" });
    const own = await listDue({
      organizationIds: [holding],
      dueBefore: new Date(),
      responsibleUserId: editorMember.userId!,
      limit: 100,
    });
    expect(own.filter((item) => item.source === safetyDataSheetsDue.key).map((item) => item.id)).toEqual([kept.id]);
    // a missing sheet has no due date: the person's calendar shows it today, as missing
    const shelf = (await db().area.create({ data: { organizationId: holding, name: "Calendar shelf" } })).id;
    await add(missing.id, {
      purpose: "Missing in the calendar",
      responsible_id: editorMember.id,
      use_area_ids: [shelf],
    });
    const feed = await calendarFeed({ id: editorMember.userId!, language: "en" }, "http://localhost");
    const event = feed.split("BEGIN:VEVENT").find((entry) => entry.includes("Hydraulic oil HLP 46"))!;
    expect(event).toContain("SUMMARY:Missing: Hydraulic oil HLP 46");
    expect(event).toContain(`DTSTART;VALUE=DATE:${calendarToday().toISOString().slice(0, 10).replace(/-/g, "")}`);
    // a LIMITED organization sees no chemicals
    const limitedItems = await listDue(
      { organizationIds: [holding], dueBefore: new Date(), limit: 100 },
      { feature: "LIMITED" },
    );
    expect(limitedItems.some((item) => item.source === safetyDataSheetsDue.key)).toBe(false);
  });

  it("keeps each organization's register to itself", async () => {
    const mine = await add(missing.id, { use_area_ids: [yard] });
    expect((await other.get(`${register(holding)}/${mine.id}`)).status).toBe(404);
    expect((await other.get(`/api/v1/organizations/${otherHolding}/chemical-associations/${mine.id}`)).status).toBe(
      404,
    );
    const put = await other.put(`/api/v1/organizations/${otherHolding}/chemical-associations/${mine.id}`, {
      body: { chemical_id: missing.id, purpose: "Taken over" },
    });
    expect(put.status).toBe(404);
    expect((await other.get(`/api/v1/organizations/${otherHolding}/chemical-associations`)).body.content).toEqual([]);
    expect((await db().chemicalAssociation.findUniqueOrThrow({ where: { id: mine.id } })).purpose).toBeNull();
  });

  it("is not open to a LIMITED organization", async () => {
    const answer = await limitedManager.get(register(limited));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("feature_not_available");
    const post = await limitedManager.post(register(limited), { body: { chemical_id: current.id } });
    expect(post.status).toBe(403);
  });

  it("follows the catalogue's trade name and danger code", async () => {
    const created = await add(cmr.id, { use_area_ids: [yard] });
    await db().chemical.update({
      where: { id: cmr.id },
      data: { tradeName: "Epoxy hardener B", dangerCode: "YELLOW" },
    });
    expect((await reader.get(`${register(holding)}/${created.id}`)).body).toMatchObject({
      name: "Epoxy hardener B",
      dangerCode: "YELLOW",
    });
    await db().chemical.update({ where: { id: cmr.id }, data: { tradeName: "Epoxy hardener", dangerCode: "RED" } });
  });

  describe("a product registered once per place", () => {
    let acid: string;
    let first: { id: string; lastModifiedDate: string };

    const post = (chemicalId: string, body: Record<string, unknown> = {}) =>
      editor.post(register(holding), { body: { chemical_id: chemicalId, ...body } });
    const registrationsOf = (chemicalId: string) =>
      db().chemicalAssociation.count({ where: { organizationId: holding, chemicalId } });

    beforeAll(async () => {
      acid = (await product({ name: "Phosphoric rust remover", h: ["H290", "H314"], sdsMonths: 4 })).id;
      first = await add(acid, {
        use_area_ids: [hall],
        storage_area_ids: [store],
        responsible_id: keeper,
        amount: "5",
        amount_unit: "L",
      });
    });

    it("refuses a second registration where the first is used or stored, or without areas, naming the first", async () => {
      for (const body of [
        { use_area_ids: [hall] },
        { use_area_ids: [yard], storage_area_ids: [hall] },
        { use_area_ids: [store] },
        {},
      ]) {
        const answer = await post(acid, body);
        expect({ body, status: answer.status }).toEqual({ body, status: 409 });
        expect(answer.body.error).toMatchObject({
          code: "duplicate",
          existing: { id: first.id, name: "Phosphoric rust remover" },
          fields: {
            chemicalId: expect.stringMatching(
              /^Phosphoric rust remover is registered already (in |for the whole organization)/,
            ),
          },
        });
      }
      expect(await registrationsOf(acid)).toBe(1);
    });

    it("takes the product in another place, and refuses moving it onto the first one's", async () => {
      const second = await add(acid, { use_area_ids: [yard], storage_area_ids: [yard] });
      expect(await registrationsOf(acid)).toBe(2);
      const moved = await editor.put(`${register(holding)}/${second.id}`, {
        body: { chemical_id: acid, use_area_ids: [hall], last_modified_date: second.lastModifiedDate },
      });
      expect(moved.status).toBe(409);
      expect(moved.body.error.existing).toEqual({ id: first.id, name: "Phosphoric rust remover" });
      const stored = await reader.get(`${register(holding)}/${second.id}`);
      expect(stored.body.useAreas).toEqual([{ id: yard, name: "Yard" }]);
      // archived, it makes way; restored while another has taken its place, it is refused
      expect((await editor.delete(`${register(holding)}/${first.id}`)).status).toBe(204);
      const replacement = await add(acid, { use_area_ids: [hall] });
      const restore = await editor.post(`${register(holding)}/${first.id}/restore`, { body: {} });
      expect(restore.status).toBe(409);
      expect(restore.body.error.existing).toEqual({ id: replacement.id, name: "Phosphoric rust remover" });
      expect(
        (await db().chemicalAssociation.findUniqueOrThrow({ where: { id: first.id } })).archivedDate,
      ).not.toBeNull();
    });

    it("lets only one of two simultaneous registrations of a product in one place through", async () => {
      const degreaser = (await product({ name: "Alkaline degreaser", h: ["H314"], sdsMonths: 2 })).id;
      const answers = await Promise.all([
        post(degreaser, { use_area_ids: [paint] }),
        post(degreaser, { use_area_ids: [paint] }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await registrationsOf(degreaser)).toBe(1);
    });

    it("flags each gap of a registration made with the product alone, under needs attention", async () => {
      const stain = (await product({ name: "Wood stain, solvent-based", h: ["H226"], sdsMonths: 3 })).id;
      const bare = await add(stain);
      expect(bare.gaps).toEqual(["RESPONSIBLE", "AMOUNT", "USE_AREA", "STORAGE_AREA"]);
      const attention = (await reader.get(`${register(holding)}?size=100&needs_attention=true&q=wood stain`)).body;
      expect(names(attention)).toEqual(["Wood stain, solvent-based"]);
      const completed = await editor.put(`${register(holding)}/${bare.id}`, {
        body: {
          chemical_id: stain,
          responsible_id: keeper,
          amount: "2",
          amount_unit: "L",
          use_area_ids: [paint],
          storage_area_ids: [paintStore],
          last_modified_date: bare.lastModifiedDate,
        },
      });
      expect(completed.status).toBe(200);
      expect(completed.body.gaps).toEqual([]);
      const after = (await reader.get(`${register(holding)}?size=100&needs_attention=true&q=wood stain`)).body;
      expect(names(after)).toEqual([]);
    });
  });
});
