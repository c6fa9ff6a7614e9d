// Communication (issue 29, ISO 14001 / 45001 clause 7.4): the plan's lines falling due through the
// recurrence engine (the start, then a frequency after the latest communication logged for each),
// complaints awaiting their response on the dashboard until answered, the action a complaint raises
// in the action plan with source COMMUNICATION, refusals naming the field with nothing written, 409
// on a stale form, archiving and restoring, the lists' filters and export, another tenant kept out,
// LIMITED refused, and the communications and complaints of a period among a management review's
// inputs.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

let holding: string;
let otherHolding: string;
let manager: Caller;
let editor: Caller;
let reader: Caller;
let other: Caller;
let editorMembership: string;
/** Two stakeholders of the holding's register, and one of the other tenant's. */
let authority: { id: string; name: string };
let neighbours: { id: string; name: string };
let foreignStakeholder: string;

const api = (path: string, orgId = holding) => `/api/v1/organizations/${orgId}${path}`;
const wire = (date: Date) => date.toISOString().slice(0, 10);
const today = calendarToday();
const ids = (page: { content: { id: string }[] }) => page.content.map((row) => row.id);

/** A stakeholder of the organization's register, made for the test. */
async function stakeholder(organizationId: string, name: string, type: "AUTHORITY" | "NEIGHBOUR") {
  const own = await db().stakeholder.create({ data: { organizationId, name, type } });
  const association = await db().stakeholderAssociation.create({
    data: { organizationId, stakeholderId: own.id },
  });
  return { id: association.id, name };
}

const planLine = (body: Record<string, unknown> = {}) =>
  editor.post(api("/communication-plan"), {
    body: {
      topic: "Environmental newsletter",
      channel: "INTRANET",
      frequency: "P3M",
      starts_at: "2026-01-15",
      ...body,
    },
  });

const complaint = (body: Record<string, unknown> = {}) => ({
  date: "2026-03-02",
  direction: "INCOMING",
  kind: "COMPLAINT",
  channel: "PHONE",
  subject: `Dust on the cars ${randomUUID().slice(0, 6)}`,
  response_due_date: "2026-03-16",
  ...body,
});

const log = (body: Record<string, unknown>, caller = editor) => caller.post(api("/communications"), { body });

beforeAll(async () => {
  [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
  [manager, editor, reader, other] = await Promise.all([
    as("manager@demo.example"),
    as("editor@demo.example"),
    as("reader@demo.example"),
    as("other@demo.example"),
  ]);
  editorMembership = (
    await db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: "editor@demo.example" } })
  ).id;
  authority = await stakeholder(holding, "Miljøstyrelsen (test)", "AUTHORITY");
  neighbours = await stakeholder(holding, "Grundejerforeningen (test)", "NEIGHBOUR");
  foreignStakeholder = (await stakeholder(otherHolding, "Their neighbour", "NEIGHBOUR")).id;
});

describe("the communication plan", () => {
  it("is due on its start, then a frequency after the latest communication logged for it", async () => {
    const created = await planLine({ stakeholder_ids: [neighbours.id], internal_audience: "All employees" });
    expect(created.status).toBe(201);
    const line = created.body;
    expect(line).toMatchObject({
      topic: "Environmental newsletter",
      nextDueDate: "2026-01-15",
      lastLoggedDate: null,
      stakeholders: [neighbours],
      internalAudience: "All employees",
    });
    const logged = async (date: string) => {
      const answer = await log({
        date,
        direction: "OUTGOING",
        channel: "INTRANET",
        subject: "Newsletter",
        plan_item_id: line.id,
      });
      expect(answer.status).toBe(201);
      return answer.body;
    };
    const nextOf = async () => (await reader.get(api(`/communication-plan/${line.id}`))).body;

    // 10 February + one quarter = 10 May; an earlier one logged after it changes nothing
    const february = await logged("2026-02-10");
    expect(february.planItem).toEqual({ id: line.id, topic: "Environmental newsletter" });
    expect(await nextOf()).toMatchObject({ nextDueDate: "2026-05-10", lastLoggedDate: "2026-02-10" });
    await logged("2026-01-20");
    expect((await nextOf()).nextDueDate).toBe("2026-05-10");

    // the latest archived (logged by mistake): 20 January + a quarter; restored: back to 10 May
    expect((await editor.delete(api(`/communications/${february.id}`))).status).toBe(204);
    expect((await nextOf()).nextDueDate).toBe("2026-04-20");
    expect((await editor.post(api(`/communications/${february.id}/restore`), { body: {} })).status).toBe(200);
    expect((await nextOf()).nextDueDate).toBe("2026-05-10");

    // a form of the line opened before the last communication was logged still saves; monthly from now on
    const opened = line.lastModifiedDate;
    const monthly = await editor.put(api(`/communication-plan/${line.id}`), {
      body: {
        topic: "Environmental newsletter",
        channel: "INTRANET",
        frequency: "P1M",
        starts_at: "2026-01-15",
        stakeholder_ids: [neighbours.id, authority.id],
        last_modified_date: opened,
      },
    });
    expect(monthly.status).toBe(200);
    expect(monthly.body).toMatchObject({ nextDueDate: "2026-03-10", frequency: "P1M" });
    expect(monthly.body.stakeholders.map((row: { id: string }) => row.id).sort()).toEqual(
      [neighbours.id, authority.id].sort(),
    );

    // moved to another line, the communication leaves this one counting from the one before it
    const meetings = (await planLine({ topic: "Meeting with the neighbours", frequency: "P1Y" })).body;
    const moved = await editor.put(api(`/communications/${february.id}`), {
      body: {
        date: "2026-02-10",
        direction: "OUTGOING",
        channel: "INTRANET",
        subject: "Newsletter",
        plan_item_id: meetings.id,
      },
    });
    expect(moved.status).toBe(200);
    expect((await nextOf()).nextDueDate).toBe("2026-02-20");
    expect((await reader.get(api(`/communication-plan/${meetings.id}`))).body.nextDueDate).toBe("2027-02-10");

    // the plan line's history names the stakeholders and the communications logged for it
    const history = (await reader.get(api(`/communication-plan/${line.id}/history?size=100`))).body.content as {
      entityType: string;
    }[];
    expect(new Set(history.map((entry) => entry.entityType))).toEqual(
      new Set(["communication_plan_item", "communication_plan_stakeholder", "communication"]),
    );
  });

  it("ends a once-only line when it is logged, and keeps an archived line off the dashboard", async () => {
    const once = (await planLine({ topic: "Notice of the new permit", frequency: "P0D", starts_at: wire(today) })).body;
    const due = async () =>
      (await manager.get(api("/due-items?size=100&source=communicationPlan"))).body.content.map(
        (row: { id: string }) => row.id,
      );
    expect(await due()).toContain(once.id);
    expect(
      (
        await log({
          date: wire(today),
          direction: "OUTGOING",
          channel: "NOTICE_BOARD",
          subject: "Permit",
          plan_item_id: once.id,
        })
      ).status,
    ).toBe(201);
    expect((await reader.get(api(`/communication-plan/${once.id}`))).body).toMatchObject({
      nextDueDate: null,
      dueStatus: null,
    });
    expect(await due()).not.toContain(once.id);

    const weekly = (await planLine({ topic: "Toolbox talk", frequency: "P7D", starts_at: wire(addDays(today, -1)) }))
      .body;
    expect(weekly.dueStatus).toBe("OVERDUE");
    expect(await due()).toContain(weekly.id);
    expect((await editor.delete(api(`/communication-plan/${weekly.id}`))).status).toBe(204);
    expect(await due()).not.toContain(weekly.id);
    expect(ids((await reader.get(api("/communication-plan?size=100"))).body)).not.toContain(weekly.id);
    expect(ids((await reader.get(api("/communication-plan?size=100&archived=true"))).body)).toContain(weekly.id);
    expect((await reader.post(api(`/communication-plan/${weekly.id}/restore`), { body: {} })).status).toBe(403);
    expect((await editor.post(api(`/communication-plan/${weekly.id}/restore`), { body: {} })).status).toBe(200);
    expect(await due()).toContain(weekly.id);
  });
});

describe("complaints", () => {
  it("await their response on the dashboard until answered, and raise their action in the action plan", async () => {
    const due = wire(addDays(today, 5));
    const created = await log(
      complaint({
        date: wire(today),
        response_due_date: due,
        stakeholder_id: neighbours.id,
        responsible_id: editorMembership,
        text: "Grey dust on the cars in Industrivej 14 after the grinding on Friday.",
        corrective_action: { title: "Close the grinding hall's gate while grinding", due_date: due },
      }),
    );
    expect(created.status).toBe(201);
    const logged = created.body;
    expect(logged).toMatchObject({
      kind: "COMPLAINT",
      responseDueDate: due,
      responseStatus: "DUE_SOON",
      stakeholder: neighbours,
      actions: [expect.objectContaining({ title: "Close the grinding hall's gate while grinding", status: "PLANNED" })],
    });

    // the action is the action plan's, with the complaint as its source
    const plan = (await manager.get(api("/actions?source=COMMUNICATION&size=100"))).body.content;
    expect(plan.find((row: { id: string }) => row.id === logged.actions[0].id)).toMatchObject({
      source: "COMMUNICATION",
      kind: "CORRECTIVE",
      sourceRecord: { id: logged.id, title: logged.subject, href: `/operation/communication/${logged.id}` },
    });
    const action = await db().action.findUniqueOrThrow({ where: { id: logged.actions[0].id } });
    expect(action).toMatchObject({ communicationId: logged.id, source: "COMMUNICATION" });

    // on the dashboard's due list, for everyone and for the editor responsible, until answered
    const dueLines = async () =>
      (await manager.get(api("/due-items?size=100&source=communicationResponses"))).body.content as {
        id: string;
        href: string;
        status: string;
      }[];
    expect((await dueLines()).find((line) => line.id === logged.id)).toMatchObject({
      status: "DUE_SOON",
      href: `/operation/communication/${logged.id}`,
    });
    const awaiting = (await reader.get(api("/communications?response=AWAITING&kind=COMPLAINT&size=100"))).body;
    expect(ids(awaiting)).toContain(logged.id);

    const answered = await editor.put(api(`/communications/${logged.id}`), {
      body: complaint({
        date: wire(today),
        subject: logged.subject,
        response_due_date: due,
        stakeholder_id: neighbours.id,
        responsible_id: editorMembership,
        responded_date: wire(today),
        response: "We close the gate while grinding and have washed the cars.",
        last_modified_date: logged.lastModifiedDate,
      }),
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ responseStatus: "ANSWERED", actions: logged.actions });
    expect((await dueLines()).map((line) => line.id)).not.toContain(logged.id);
    expect(ids((await reader.get(api("/communications?response=GIVEN&size=100"))).body)).toContain(logged.id);

    // the history of the complaint names its action too
    const history = (await reader.get(api(`/communications/${logged.id}/history?size=100`))).body.content as {
      entityType: string;
    }[];
    expect(history.map((entry) => entry.entityType)).toEqual(expect.arrayContaining(["communication", "action"]));
  });

  it("lists an overdue response under the overdue filter the dashboard links to", async () => {
    const late = (
      await log(complaint({ date: wire(addDays(today, -20)), response_due_date: wire(addDays(today, -6)) }))
    ).body;
    expect(late.responseStatus).toBe("OVERDUE");
    expect(ids((await reader.get(api("/communications?response=OVERDUE&size=100"))).body)).toContain(late.id);
    const line = (await manager.get(api("/due-items?size=100&source=communicationResponses&status=OVERDUE"))).body
      .content;
    expect(line.map((row: { id: string }) => row.id)).toContain(late.id);
  });
});

describe("the communication log's writes", () => {
  it("refuses what is not valid, naming the field, and writes nothing", async () => {
    const subject = `Refused ${randomUUID().slice(0, 6)}`;
    const refusals: [Record<string, unknown>, string][] = [
      [complaint({ subject, response_due_date: null }), "responseDueDate"],
      [complaint({ subject, responded_date: "2026-03-01" }), "respondedDate"],
      [complaint({ subject, stakeholder_id: foreignStakeholder }), "stakeholderId"],
      [
        complaint({
          subject,
          plan_item_id: (
            await db().communicationPlanItem.create({
              data: {
                organizationId: otherHolding,
                topic: "Theirs",
                channel: "EMAIL",
                frequency: "P1Y",
                startsAt: today,
              },
            })
          ).id,
        }),
        "planItemId",
      ],
      [complaint({ subject, kind: "RUMOUR" }), "kind"],
      [complaint({ subject: "" }), "subject"],
    ];
    for (const [body, field] of refusals) {
      const answer = await log(body);
      expect({ field, status: answer.status, fields: Object.keys(answer.body.error?.fields ?? {}) }).toEqual({
        field,
        status: 422,
        fields: [field],
      });
    }
    // the action's member of another tenant: neither the complaint nor its action is written
    const theirs = await db().membership.findFirstOrThrow({ where: { organizationId: otherHolding } });
    const halfway = await log(complaint({ subject, corrective_action: { title: "Never", responsible_id: theirs.id } }));
    expect(halfway).toMatchObject({
      status: 422,
      body: { error: { fields: { "correctiveAction.responsibleId": expect.any(String) } } },
    });
    expect(await db().communication.count({ where: { subject } })).toBe(0);
    expect(await db().action.count({ where: { title: "Never" } })).toBe(0);

    const topic = `Refused line ${randomUUID().slice(0, 6)}`;
    const plan = await planLine({ topic, stakeholder_ids: [authority.id, foreignStakeholder] });
    expect(plan).toMatchObject({
      status: 422,
      body: { error: { fields: { "stakeholderIds.1": expect.any(String) } } },
    });
    expect(await db().communicationPlanItem.count({ where: { topic } })).toBe(0);
  });

  it("answers 409 to a stale form and changes nothing", async () => {
    const logged = (await log(complaint())).body;
    const newer = await editor.put(api(`/communications/${logged.id}`), {
      body: complaint({ subject: "Newer subject", last_modified_date: logged.lastModifiedDate }),
    });
    expect(newer.status).toBe(200);
    const stale = await editor.put(api(`/communications/${logged.id}`), {
      body: complaint({
        subject: "Older subject",
        corrective_action: { title: "From the older form" },
        last_modified_date: logged.lastModifiedDate,
      }),
    });
    expect(stale.status).toBe(409);
    expect((await reader.get(api(`/communications/${logged.id}`))).body).toMatchObject({
      subject: "Newer subject",
      actions: [],
    });

    const line = (await planLine()).body;
    const saved = { topic: "Renamed", channel: "EMAIL", frequency: "P1Y", starts_at: "2026-01-15" };
    expect(
      (
        await editor.put(api(`/communication-plan/${line.id}`), {
          body: { ...saved, last_modified_date: line.lastModifiedDate },
        })
      ).status,
    ).toBe(200);
    const older = await editor.put(api(`/communication-plan/${line.id}`), {
      body: { ...saved, topic: "Older", last_modified_date: line.lastModifiedDate },
    });
    expect(older.status).toBe(409);
    expect((await reader.get(api(`/communication-plan/${line.id}`))).body.topic).toBe("Renamed");
  });

  it("lets readers read and refuses their writes", async () => {
    expect((await reader.get(api("/communications"))).status).toBe(200);
    expect((await log(complaint(), reader)).status).toBe(403);
    expect(
      (
        await reader.post(api("/communication-plan"), {
          body: { topic: "x", channel: "EMAIL", frequency: "P1Y", starts_at: "2026-01-01" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("the communication log's list", () => {
  it("filters by kind, direction, stakeholder, response and date range, sorts by date and exports", async () => {
    const tag = randomUUID().slice(0, 6);
    const made = [];
    for (const body of [
      {
        date: "2025-04-01",
        direction: "INCOMING",
        kind: "INQUIRY",
        channel: "EMAIL",
        subject: `Inquiry ${tag}`,
        stakeholder_id: authority.id,
      },
      {
        date: "2025-04-03",
        direction: "OUTGOING",
        kind: "NOTIFICATION",
        channel: "LETTER",
        subject: `Notice ${tag}`,
        stakeholder_id: authority.id,
      },
      {
        date: "2025-04-05",
        direction: "INCOMING",
        kind: "COMPLAINT",
        channel: "PHONE",
        subject: `Noise ${tag}`,
        counterpart: "Neighbour at no. 16",
        response_due_date: "2025-04-19",
      },
    ]) {
      const answer = await log(body);
      expect(answer.status).toBe(201);
      made.push(answer.body.id as string);
    }
    const [inquiry, notice, noise] = made;
    const found = async (query: string) =>
      ids((await reader.get(api(`/communications?size=100&q=${tag}&${query}`))).body);
    expect(await found("sort=date,asc")).toEqual([inquiry, notice, noise]);
    expect(await found("sort=date,desc")).toEqual([noise, notice, inquiry]);
    expect(await found("kind=COMPLAINT")).toEqual([noise]);
    expect(await found("direction=OUTGOING")).toEqual([notice]);
    expect((await found(`stakeholder_id=${authority.id}`)).sort()).toEqual([inquiry, notice].sort());
    expect(await found("response=OVERDUE")).toEqual([noise]);
    expect(await found("date_from=2025-04-02&date_to=2025-04-04")).toEqual([notice]);
    // the search reads whoever it was with in words too
    expect(ids((await reader.get(api("/communications?size=100&q=no.%2016"))).body)).toEqual([noise]);

    const sheet = await reader.get(api(`/communications?format=csv&q=${tag}&columns=subject,date,kind,stakeholder`));
    expect(sheet.status).toBe(200);
    const text = String(sheet.body);
    expect(text).toContain(`Noise ${tag}`);
    expect(text).toContain("Neighbour at no. 16");
    expect(text).toContain("Complaint");
    const plan = await reader.get(api("/communication-plan?format=xlsx"));
    expect(plan.status).toBe(200);
  });
});

describe("isolation", () => {
  it("keeps each organization's communication to itself", async () => {
    const logged = (await log(complaint())).body;
    const line = (await planLine()).body;
    expect((await other.get(api(`/communications/${logged.id}`, otherHolding))).status).toBe(404);
    expect((await other.get(api(`/communication-plan/${line.id}`, otherHolding))).status).toBe(404);
    expect((await other.put(api(`/communications/${logged.id}`, otherHolding), { body: complaint() })).status).toBe(
      404,
    );
    expect((await other.delete(api(`/communication-plan/${line.id}`, otherHolding))).status).toBe(404);
    expect(ids((await other.get(api("/communications?size=100", otherHolding))).body)).not.toContain(logged.id);
    expect((await other.get(api(`/communications/${logged.id}`))).status).toBe(404);
    expect((await db().communicationPlanItem.findUniqueOrThrow({ where: { id: line.id } })).archivedDate).toBeNull();
  });

  it("is not part of LIMITED access", async () => {
    const limited = await as("limited@demo.example");
    const organization = await demo.limited();
    for (const path of ["/communications", "/communication-plan"]) {
      const answer = await limited.get(api(path, organization));
      expect(answer).toMatchObject({ status: 403, body: { error: { code: "feature_not_available" } } });
    }
  });
});

describe("the management review", () => {
  it("reads the period's communications and complaints among its inputs", async () => {
    const period = { start: "2024-01-01", end: "2024-12-31" };
    const logged = [
      { date: "2024-02-01", direction: "OUTGOING", kind: "GENERAL", channel: "NOTICE_BOARD", subject: "Safety week" },
      {
        date: "2024-03-01",
        direction: "INCOMING",
        kind: "NOTIFICATION",
        channel: "LETTER",
        subject: "New permit terms",
        stakeholder_id: authority.id,
      },
      {
        ...complaint({
          date: "2024-05-02",
          response_due_date: "2024-05-16",
          subject: "Smell from the paint shop",
          stakeholder_id: neighbours.id,
        }),
        responded_date: "2024-05-10",
        response: "Filters replaced",
      },
      complaint({
        date: "2024-09-12",
        response_due_date: "2024-09-26",
        subject: "Trucks at night",
        counterpart: "Resident, Industrivej 20",
      }),
      // outside the period, and archived: neither counts
      { date: "2025-01-02", direction: "OUTGOING", kind: "GENERAL", channel: "EMAIL", subject: "New year" },
    ];
    for (const body of logged) expect((await log(body)).status).toBe(201);
    const archived = (
      await log({ date: "2024-06-01", direction: "OUTGOING", kind: "GENERAL", channel: "EMAIL", subject: "Mistake" })
    ).body;
    expect((await editor.delete(api(`/communications/${archived.id}`))).status).toBe(204);

    const review = await editor.post(api("/management-reviews"), {
      body: { title: "Review 2024", meetingDate: "2025-02-10", periodStart: period.start, periodEnd: period.end },
    });
    expect(review.status).toBe(201);
    const planOverdue = await db().communicationPlanItem.count({
      where: { organizationId: holding, archivedDate: null, nextDueDate: { lt: today } },
    });
    const inputs = (await reader.get(api(`/management-reviews/${review.body.id}/inputs`))).body.inputs;
    expect(inputs.communications).toEqual({
      total: 4,
      incoming: 3,
      outgoing: 1,
      byKind: { GENERAL: 1, COMPLAINT: 2, INQUIRY: 0, NOTIFICATION: 1 },
      complaints: { total: 2, answered: 1, awaiting: 1, overdue: 1 },
      planOverdue,
      items: [
        { date: "2024-05-02", subject: "Smell from the paint shop", from: neighbours.name, status: "ANSWERED" },
        { date: "2024-09-12", subject: "Trucks at night", from: "Resident, Industrivej 20", status: "OVERDUE" },
      ],
    });
    expect(planOverdue).toBeGreaterThan(0);
  });
});
