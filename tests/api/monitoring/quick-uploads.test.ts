// The phone's "upload document" sends a photo or file once: into the own documents (the id the
// draft chose makes a repeated send the same document), onto a machine or an inspection (a file it
// has already stays once) or as a registered chemical's own safety data sheet (the same file again
// is the same sheet). Another tenant's records and files are out of reach.
import { randomUUID } from "node:crypto";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF, PNG } from "../../support/uploads";
import { db } from "@/lib/platform/db";

type Caller = Awaited<ReturnType<typeof as>>;

const base = (orgId: string) => `/api/v1/organizations/${orgId}`;

describe("documents from the phone", () => {
  let holding: string;
  let otherHolding: string;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;

  const upload = async (caller: Caller, orgId: string, name = "photo.png") => {
    const answer = await caller.post(`${base(orgId)}/files`, {
      raw: multipart(name.endsWith(".pdf") ? PDF : PNG, name),
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader, other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
  });

  it("stores an own document sent twice with the id its draft chose once", async () => {
    const id = randomUUID();
    const fileId = await upload(editor, holding, "permit.pdf");
    const body = { id, title: "Discharge permit", category: "CERTIFICATE", file_ids: [fileId] };
    const first = await editor.post(`${base(holding)}/own-documents`, { body });
    const again = await editor.post(`${base(holding)}/own-documents`, { body: { ...body, title: "Changed" } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.body.id).toBe(id);
    expect(again.body).toEqual(first.body);
    expect(await db().ownDocument.count({ where: { id } })).toBe(1);

    // without an id a document is new every time, as before
    const plain = { title: "Site plan", category: "PLAN" };
    const one = await editor.post(`${base(holding)}/own-documents`, { body: plain });
    const two = await editor.post(`${base(holding)}/own-documents`, { body: plain });
    expect(two.body.id).not.toBe(one.body.id);

    // an id another organization holds is taken
    const theirs = await other.post(`${base(otherHolding)}/own-documents`, {
      body: { id, title: "Theirs", category: "PLAN" },
    });
    expect(theirs.status).toBe(409);
  });

  it("adds a photo to a machine's documents once, and keeps the files it has", async () => {
    const machine = await editor.post(`${base(holding)}/machines`, {
      body: { name: `Quick press ${randomUUID()}`, inception_date: "2020-01-01" },
    });
    const path = `${base(holding)}/machines/${machine.body.id}/attachments`;
    const first = await upload(editor, holding);
    const second = await upload(editor, holding, "nameplate.pdf");
    expect((await editor.post(path, { body: { file_ids: [first] } })).status).toBe(200);
    const again = await editor.post(path, { body: { file_ids: [first, second] } });
    expect(again.status).toBe(200);
    expect(again.body.files.map((file: { id: string }) => file.id).sort()).toEqual([first, second].sort());
    expect((await editor.post(path, { body: { file_ids: [first] } })).body.files).toHaveLength(2);

    const theirFile = await upload(other, otherHolding);
    const refused = await editor.post(path, { body: { file_ids: [theirFile] } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields)).toEqual(["fileIds"]);
    expect((await reader.post(path, { body: { file_ids: [first] } })).status).toBe(403);
    const theirMachine = await other.post(`${base(otherHolding)}/machines`, {
      body: { name: `Their press ${randomUUID()}`, inception_date: "2020-01-01" },
    });
    expect(
      (
        await editor.post(`${base(holding)}/machines/${theirMachine.body.id}/attachments`, {
          body: { file_ids: [first] },
        })
      ).status,
    ).toBe(404);
    expect((await editor.post(path, { body: { file_ids: [] } })).status).toBe(422);
  });

  it("adds a report to an inspection once", async () => {
    const inspection = await editor.post(`${base(holding)}/inspections`, {
      body: { title: `Quick round ${randomUUID()}`, due_date: "2026-02-10" },
    });
    const path = `${base(holding)}/inspections/${inspection.body.id}/attachments`;
    const fileId = await upload(editor, holding, "report.pdf");
    const first = await editor.post(path, { body: { file_ids: [fileId] } });
    const again = await editor.post(path, { body: { file_ids: [fileId] } });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.files.map((file: { id: string }) => file.id)).toEqual([fileId]);
    expect(
      (
        await other.post(`${base(otherHolding)}/inspections/${inspection.body.id}/attachments`, {
          body: { file_ids: [fileId] },
        })
      ).status,
    ).toBe(404);
  });

  it("records a file as a registered chemical's own safety data sheet once", async () => {
    const chemical = await db().chemical.create({
      data: {
        tradeName: `Quick degreaser ${randomUUID()}`,
        physicalState: "LIQUID",
        signalWord: "WARNING",
        dangerCode: "YELLOW",
        countries: { create: [{ countryAlpha2: "DK" }] },
      },
    });
    const registered = await editor.post(`${base(holding)}/chemical-associations`, {
      body: { chemical_id: chemical.id, country_alpha2: "DK" },
    });
    expect(registered.status).toBe(201);
    const path = `${base(holding)}/chemical-associations/${registered.body.id}/safety-data-sheets`;
    const fileId = await upload(editor, holding, "sds.pdf");
    const body = { file_id: fileId, last_revision_date: "2025-06-01", language: "da", country_alpha2: "DK" };
    const first = await editor.post(path, { body });
    const again = await editor.post(path, { body: { ...body, last_revision_date: "2025-07-01" } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await db().ownSafetyDataSheet.count({ where: { fileId } })).toBe(1);
  });
});
