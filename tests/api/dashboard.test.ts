// The dashboard, the reminder digest and the calendar feed read every registered due source through
// one registry. Each test makes one item of every source for a person and checks that all of them
// arrive: on the dashboard, in the e-mail (at a real SMTP server, in the person's language, with
// working links) and in the calendar feed (only with the right secret, only the person's items).
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { sdsMaxAgeYears } from "@/lib/modules/chemicals/register/sds-age";
import { dueSources } from "@/lib/modules/due-sources";
import { dashboardData } from "@/lib/modules/dashboard/data";
import { digestMail, queueDigests } from "@/lib/modules/reminders/digest";
import { as, call } from "./../support/api";
import { demo } from "./../support/demo";
import { runQueuedJobs } from "./../support/jobs";
import { startSmtpServer } from "./../support/smtp";

const APP_URL = "https://ehs.example.test";
jest.setTimeout(60_000);

type Person = { userId: string; membershipId: string; email: string };

/** One item of each registered source, due on `due`, with the person responsible; answers its title. */
const CREATORS: Record<string, (organizationId: string, person: Person, due: Date, title: string) => Promise<void>> = {
  competences: async (organizationId, person, due, title) => {
    const competence = await db().competence.create({ data: { organizationId, name: title, frequency: "P1Y" } });
    await db().competenceRequirement.create({
      data: { membershipId: person.membershipId, competenceId: competence.id, acquisitionDeadline: due, manual: true },
    });
  },
  policyReviews: async (organizationId, person, due, title) => {
    await db().policy.create({
      data: { organizationId, title, content: "<p>Policy</p>", ownerId: person.membershipId, nextReviewDate: due },
    });
  },
  ownDocumentReviews: async (organizationId, person, due, title) => {
    await db().ownDocument.create({
      data: { organizationId, title, category: "PLAN", ownerId: person.membershipId, nextReviewDate: due },
    });
  },
  obligationEvaluations: async (organizationId, person, due, title) => {
    const act = await db().legislation.create({
      data: { jurisdiction: "EU", kind: "DIRECTIVE", officialNumber: randomUUID(), titleEn: title, sortTitle: title },
    });
    await db().bindingObligation.create({
      data: { organizationId, legislationId: act.id, responsibleId: person.membershipId, nextEvaluationDate: due },
    });
  },
  procedureReviews: async (organizationId, person, due, title) => {
    await db().procedure.create({
      data: { organizationId, title, titleEn: title, ownerId: person.membershipId, nextReviewDate: due },
    });
  },
  inspections: async (organizationId, person, due, title) => {
    await db().inspection.create({
      data: { organizationId, type: "SERVICE_AND_INSPECTION", title, dueDate: due, responsibleId: person.membershipId },
    });
  },
  // a meter has no responsible person: its readings are the organization's, never one person's
  meterReadings: async (organizationId, _person, due, title) => {
    await db().meter.create({
      data: {
        organizationId,
        name: title,
        meterType: "ELECTRICITY",
        unit: "kWh",
        readingMode: "REGISTER",
        nextReadingDate: due,
      },
    });
  },
  // an arrangement collected weekly and never yet: due a week after it was made; the organization's
  wasteCollections: async (organizationId, _person, due, title) => {
    await db().wasteArrangement.create({ data: await wasteArrangementDue(organizationId, due, title) });
  },
  // a registered chemical whose safety data sheet reaches the allowed age on the day (a missing
  // sheet is overdue whatever its date: tests/api/dashboard/due-list.test.ts)
  safetyDataSheets: async (organizationId, person, due, title) => {
    const file = await db().storedFile.create({
      data: { name: `SDS ${title}.pdf`, contentType: "application/pdf", size: 10, storageKey: `sds-${randomUUID()}` },
    });
    const chemical = await db().chemical.create({
      data: {
        tradeName: title,
        physicalState: "LIQUID",
        signalWord: "NORMAL",
        dangerCode: "GREEN",
        countries: {
          create: [
            {
              countryAlpha2: "DK",
              safetyDataSheets: {
                create: [{ fileId: file.id, language: "da", lastRevisionDate: addMonths(due, -12 * sdsMaxAgeYears()) }],
              },
            },
          ],
        },
      },
    });
    await db().chemicalAssociation.create({
      data: { organizationId, chemicalId: chemical.id, countryAlpha2: "DK", responsibleId: person.membershipId },
    });
  },
  eventActions: async (organizationId, person, due, title) => {
    const event = await db().event.create({
      data: { organizationId, title: "Event", kind: "NEAR_MISS", importance: "LOW", occurredAt: new Date() },
    });
    await db().action.create({
      data: {
        organizationId,
        eventId: event.id,
        source: "EVENT",
        kind: "CORRECTIVE",
        title,
        responsibleId: person.membershipId,
        dueDate: due,
      },
    });
  },
  actions: async (organizationId, person, due, title) => {
    await db().action.create({ data: { organizationId, title, responsibleId: person.membershipId, dueDate: due } });
  },
  // a delegation to the person, starting on the day, not accepted yet
  delegationAcceptance: async (organizationId, person, due, title) => {
    const responsibility = await db().responsibility.create({
      data: { organizationId, nameEn: title, nameDa: title },
    });
    await db().delegation.create({
      data: {
        organizationId,
        responsibilityId: responsibility.id,
        memberId: person.membershipId,
        delegatedByName: "Test",
        startDate: due,
      },
    });
  },
  // a required responsibility of the organization's own whose only holder's delegation ends the day before
  responsibilityCoverage: async (organizationId, person, due, title) => {
    const responsibility = await db().responsibility.create({
      data: { organizationId, nameEn: title, nameDa: title, required: true },
    });
    await db().delegation.create({
      data: {
        organizationId,
        responsibilityId: responsibility.id,
        memberId: person.membershipId,
        delegatedByName: "Test",
        startDate: addDays(today, -400),
        endDate: addDays(due, -1),
        acceptedDate: new Date(),
        acceptedByName: "Test",
      },
    });
  },
  riskAssessmentReviews: async (organizationId, person, due, title) => {
    await db().riskAssessment.create({
      data: { organizationId, title, ownerId: person.membershipId, nextReviewDate: due },
    });
  },
  // a yearly line of the communication plan next due on the day
  communicationPlan: async (organizationId, person, due, title) => {
    await db().communicationPlanItem.create({
      data: {
        organizationId,
        topic: title,
        channel: "NOTICE_BOARD",
        frequency: "P1Y",
        startsAt: due,
        nextDueDate: due,
        responsibleId: person.membershipId,
      },
    });
  },
  // a complaint received two weeks before its response is due on the day
  communicationResponses: async (organizationId, person, due, title) => {
    await db().communication.create({
      data: {
        organizationId,
        date: addDays(due, -14),
        direction: "INCOMING",
        kind: "COMPLAINT",
        channel: "PHONE",
        subject: title,
        responseDueDate: due,
        responsibleId: person.membershipId,
      },
    });
  },
  actionEffectiveness: async (organizationId, person, due, title) => {
    await db().action.create({
      data: {
        organizationId,
        title,
        responsibleId: person.membershipId,
        status: "DONE",
        doneDate: new Date("2026-01-05T00:00:00Z"),
        effectivenessDueDate: due,
      },
    });
  },
};

/** A new handler's arrangement collected weekly, made a week before `due` (its first collection). */
async function wasteArrangementDue(organizationId: string, due: Date, name: string) {
  const stakeholder = await db().stakeholder.create({
    data: { organizationId, name: `Handler ${name}`, type: "SUPPLIER" },
  });
  const handler = await db().wasteHandlerAssociation.create({
    data: { organizationId, stakeholderId: stakeholder.id },
  });
  const wasteType = await db().wasteType.findUniqueOrThrow({ where: { code: "15 01 01" } });
  return {
    organizationId,
    associationId: handler.id,
    name,
    wasteTypeId: wasteType.id,
    collectionFrequency: "P7D" as const,
    treatmentCode: "R3",
    registrationUnit: "KILOGRAM" as const,
    createdDate: addDays(due, -7),
  };
}

/**
 * The sources whose items have a responsible person: they reach that person's "mine", digest and
 * calendar feed. The others (a meter's readings) are the organization's and show under "everyone".
 */
async function personalSources(organizationId: string, person: Person, titles: Record<string, string>) {
  const personal = new Set<string>();
  for (const source of await dueSources()) {
    const items = await source.list({
      organizationIds: [organizationId],
      dueBefore: new Date("2200-01-01"),
      responsibleUserId: person.userId,
      limit: 10_000,
    });
    if (items.some((item) => item.title.includes(titles[source.key]))) personal.add(source.key);
  }
  return personal;
}

/** Makes an item of every registered source; a source without a creator here fails the test. */
async function itemOfEverySource(organizationId: string, person: Person, due: Date, label: string) {
  const titles: Record<string, string> = {};
  for (const source of await dueSources()) {
    const create = CREATORS[source.key];
    if (!create) throw new Error(`The due source ${source.key} has no creator in tests/api/dashboard.test.ts: add one`);
    titles[source.key] = `${label} ${source.key} ${randomUUID().slice(0, 6)}`;
    await create(organizationId, person, due, titles[source.key]);
  }
  return titles;
}

async function person(email: string, organizationId: string): Promise<Person> {
  const membership = await db().membership.findFirstOrThrow({
    where: { organizationId, userEmail: email },
    select: { id: true, userId: true },
  });
  return { userId: membership.userId, membershipId: membership.id, email };
}

async function contextOf(userId: string, organizationId: string): Promise<OrgContext> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  const context = await mintOrgContext(
    {
      id: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
      systemScopes: user.systemScopes,
      sessionId: randomUUID(),
    },
    organizationId,
  );
  return context!;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let holding: string;
let department: string;
let otherHolding: string;
let manager: Person;
let editor: Person;
let other: Person;
const today = calendarToday();

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.APP_URL = APP_URL;
  [holding, department, otherHolding] = await Promise.all([demo.holding(), demo.department(), demo.other()]);
  [manager, editor, other] = await Promise.all([
    person("manager@demo.example", holding),
    person("editor@demo.example", holding),
    person("other@demo.example", otherHolding),
  ]);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.APP_URL;
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe("the dashboard", () => {
  it("shows an item of every registered source, overdue and due soon, mine and everyone's, below the organization too", async () => {
    const overdue = await itemOfEverySource(holding, manager, addDays(today, -3), "Overdue");
    const soon = await itemOfEverySource(holding, manager, addDays(today, 10), "Soon");
    // a department's member: the holding's dashboard covers what lies below it
    const departmentMember = await db().membership.create({
      data: {
        userId: editor.userId,
        organizationId: department,
        scopes: ["EDIT"],
        userName: "Erik",
        userEmail: editor.email,
      },
    });
    const editorItems = await itemOfEverySource(
      department,
      { ...editor, membershipId: departmentMember.id },
      addDays(today, 5),
      "Editor",
    );
    const foreign = await itemOfEverySource(otherHolding, other, addDays(today, -1), "Foreign");
    const later = await itemOfEverySource(holding, manager, addDays(today, 90), "Later");

    const mine = await dashboardData(await contextOf(manager.userId, holding), "mine");
    const titles = (items: { title: string }[]) => items.map((item) => item.title).join("\n");
    const personal = await personalSources(holding, manager, overdue);
    for (const key of Object.keys(overdue)) {
      // every source: in "mine" when its items have a responsible person, else under "everyone"
      if (personal.has(key)) {
        expect(titles(mine.overdue)).toContain(overdue[key]);
        expect(titles(mine.dueSoon)).toContain(soon[key]);
      }
      expect(titles(mine.dueSoon)).not.toContain(editorItems[key]);
      expect(titles([...mine.overdue, ...mine.dueSoon])).not.toContain(later[key]);
      expect(titles([...mine.overdue, ...mine.dueSoon])).not.toContain(foreign[key]);
    }
    expect(mine.overdueGroups.map((group) => group.source).sort()).toEqual([...personal].sort());
    for (const line of mine.overdue) for (const item of line.items) expect(item.href).toMatch(/^\/[a-z]/);

    const everyone = await dashboardData(await contextOf(manager.userId, holding), "everyone");
    for (const key of Object.keys(editorItems)) expect(titles(everyone.dueSoon)).toContain(editorItems[key]);
    for (const key of Object.keys(overdue)) expect(titles(everyone.overdue)).toContain(overdue[key]);
    expect(everyone.overdueGroups.map((group) => group.source).sort()).toEqual(
      (await dueSources()).map((source) => source.key).sort(),
    );
    for (const key of Object.keys(foreign))
      expect(titles([...everyone.overdue, ...everyone.dueSoon])).not.toContain(foreign[key]);
  });
});

describe("the reminder digest", () => {
  it("e-mails each person an item of every source, with working links, in their language, once a day", async () => {
    await db().user.update({ where: { id: editor.userId }, data: { language: "da", reminderFrequency: "DAILY" } });
    const everySource = await itemOfEverySource(holding, editor, addDays(today, -2), "Digest");
    const personal = await personalSources(holding, editor, everySource);
    const mine = Object.fromEntries(Object.entries(everySource).filter(([key]) => personal.has(key)));
    await db().reminderDigest.deleteMany({});
    await queueDigests(new Date(), APP_URL);
    await runQueuedJobs();
    const mails = smtp.received.filter((mail) => mail.to.includes(editor.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toMatch(/opgave/);
    for (const title of Object.values(mine)) {
      expect(mail.text).toContain(title);
      expect(mail.html).toContain(title);
    }
    // every link leads into the app: the items' screens, the dashboard and the profile
    const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
    expect(links.length).toBeGreaterThanOrEqual(Object.keys(mine).length);
    for (const link of links) {
      expect(link.startsWith(`${APP_URL}/`)).toBe(true);
      const path = new URL(link).pathname;
      expect(path).toMatch(
        /^\/(dashboard|profile|organization|leadership|planning|documents|evaluation|monitoring|operation|chemicals)(\/|$)/,
      );
      expect(mail.html).toContain(`href="${link}"`);
    }

    // the same day again, and the job run twice at once: nothing more
    smtp.received.length = 0;
    await queueDigests(new Date(), APP_URL);
    const day = today.toISOString().slice(0, 10);
    await Promise.all([
      digestMail.enqueue({ userId: editor.userId, day, baseUrl: APP_URL }),
      digestMail.enqueue({ userId: editor.userId, day, baseUrl: APP_URL }),
    ]);
    await runQueuedJobs();
    expect(smtp.received.filter((mail) => mail.to.includes(editor.email))).toHaveLength(0);
    expect(await db().reminderDigest.count({ where: { userId: editor.userId } })).toBe(1);
  });

  it("sends nothing to a person who chose off, and a weekly digest only on Mondays", async () => {
    await itemOfEverySource(holding, manager, addDays(today, -2), "Settings");
    await db().reminderDigest.deleteMany({});
    await db().user.update({ where: { id: manager.userId }, data: { reminderFrequency: "OFF" } });
    await queueDigests(new Date(), APP_URL);
    await runQueuedJobs();
    expect(smtp.received.filter((mail) => mail.to.includes(manager.email))).toHaveLength(0);

    await db().user.update({ where: { id: manager.userId }, data: { reminderFrequency: "WEEKLY" } });
    // the coming Monday and the Tuesday after it, in the app's time zone at 09:00
    const monday = addDays(today, (8 - today.getUTCDay()) % 7 || 7);
    const at = (day: Date) => new Date(`${day.toISOString().slice(0, 10)}T08:00:00Z`);
    await queueDigests(at(addDays(monday, 1)), APP_URL);
    await runQueuedJobs();
    expect(smtp.received.filter((mail) => mail.to.includes(manager.email))).toHaveLength(0);
    await queueDigests(at(monday), APP_URL);
    await runQueuedJobs();
    expect(smtp.received.filter((mail) => mail.to.includes(manager.email))).toHaveLength(1);
    await db().user.update({ where: { id: manager.userId }, data: { reminderFrequency: "DAILY" } });
  });

  it("keeps the setting on the profile: daily, weekly or off", async () => {
    const caller = await as("reader@demo.example");
    expect((await caller.get("/api/v1/user/reminders")).body).toMatchObject({
      reminderFrequency: "DAILY",
      calendarFeed: false,
    });
    const changed = await caller.put("/api/v1/user/reminders", { body: { reminder_frequency: "WEEKLY" } });
    expect(changed.status).toBe(200);
    expect(changed.body.reminderFrequency).toBe("WEEKLY");
    const bad = await caller.put("/api/v1/user/reminders", { body: { reminder_frequency: "HOURLY" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(["reminderFrequency"]);
    expect((await caller.get("/api/v1/user/reminders")).body.reminderFrequency).toBe("WEEKLY");
  });
});

describe("the calendar feed", () => {
  it("answers the person's items of every source at the secret address, and nothing at any other", async () => {
    const caller = await as("manager@demo.example");
    const everySource = await itemOfEverySource(holding, manager, addDays(today, 20), "Feed");
    const personal = await personalSources(holding, manager, everySource);
    const mine = Object.fromEntries(Object.entries(everySource).filter(([key]) => personal.has(key)));
    const theirs = await itemOfEverySource(holding, editor, addDays(today, 20), "Theirs");
    const created = await caller.post("/api/v1/user/calendar-feed");
    expect(created.status).toBe(201);
    const url = new URL(created.body.url);
    expect(url.pathname).toMatch(/^\/api\/v1\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);

    const feed = await call("GET", url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const text = String(feed.body);
    expect(text).toContain("BEGIN:VCALENDAR");
    for (const title of Object.values(mine)) expect(text).toContain(title);
    for (const title of Object.values(theirs)) expect(text).not.toContain(title);
    const day = addDays(today, 20).toISOString().slice(0, 10).replace(/-/g, "");
    expect(text).toContain(`DTSTART;VALUE=DATE:${day}`);

    // a made-up secret, a renewed one and a stopped feed answer 404
    expect((await call("GET", "/api/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics")).status).toBe(404);
    const renewed = new URL((await caller.post("/api/v1/user/calendar-feed")).body.url);
    expect((await call("GET", url.pathname)).status).toBe(404);
    expect((await call("GET", renewed.pathname)).status).toBe(200);
    expect((await caller.delete("/api/v1/user/calendar-feed")).status).toBe(204);
    expect((await call("GET", renewed.pathname)).status).toBe(404);
  });
});
