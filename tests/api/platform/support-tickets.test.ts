// Support tickets: a ticket goes to every support contact with an e-mail address, with a copy to
// its sender, at a real SMTP server started here; it carries the page, the language, the
// organization and the screenshot, and it is sent once however often its job runs.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { supportTicketMail } from "@/lib/modules/support/tickets/mail-job";
import { as, call } from "../../support/api";
import { demo } from "../../support/demo";
import { runQueuedJobs } from "../../support/jobs";
import { startSmtpServer } from "../../support/smtp";
import { multipart, PDF, PNG } from "../../support/uploads";

const APP_URL = "https://ehs.example.test";
const CONTACTS = ["support@ehs-compass.example", "it@demo.example"];
jest.setTimeout(60_000);

const tickets = (organizationId: string) => `/api/v1/organizations/${organizationId}/support-tickets`;

describe("support tickets", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let holding: string;
  let reader: Awaited<ReturnType<typeof as>>;

  const ticket = (overrides: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    subject: "Målerne viser intet",
    message: "Jeg åbnede målerne.\nListen er tom, men i går var der tre.",
    page: "/monitoring/meters?year=2026",
    ...overrides,
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.APP_URL = APP_URL;
    holding = await demo.holding();
    await db().user.updateMany({ where: { email: "reader@demo.example" }, data: { language: "da" } });
    reader = await as("reader@demo.example");
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.APP_URL;
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("reaches both contacts and the sender with the page, language, organization and screenshot", async () => {
    const upload = await reader.post(`${tickets(holding)}/files`, { raw: multipart(PNG, "skaermbillede.png") });
    expect(upload.status).toBe(201);
    const sent = await reader.post(tickets(holding), { body: ticket({ file_ids: [upload.body.id] }) });
    expect(sent.status).toBe(201);
    expect(sent.body.subject).toBe("Målerne viser intet");

    const mail = await smtp.mailTo("reader@demo.example");
    expect(smtp.received).toHaveLength(1);
    expect(mail.to.sort()).toEqual([...CONTACTS, "reader@demo.example"].sort());
    // in the sender's language, which the mail names too
    expect(mail.subject).toBe("Supportsag: Målerne viser intet");
    expect(mail.text).toContain("beder om hjælp");
    expect(mail.text).toContain("Listen er tom, men i går var der tre.");
    expect(mail.text).toContain("Sprog: dansk");
    expect(mail.text).toContain("Organisation: Nordic Demo Holding A/S");
    // the page as a link into the app, in the ticket's organization
    expect(mail.text).toContain(`${APP_URL}/monitoring/meters?year=2026&organization=${holding}`);
    expect(mail.html).toContain(`href="${APP_URL}/monitoring/meters?year=2026&amp;organization=${holding}"`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "skaermbillede.png", contentType: "image/png" });
    expect(mail.attachments[0].content.equals(PNG)).toBe(true);

    const stored = await db().supportTicket.findUniqueOrThrow({ where: { id: sent.body.id } });
    expect(stored).toMatchObject({ language: "da", organizationId: holding, page: "/monitoring/meters?year=2026" });
    expect(stored.sentDate).not.toBeNull();
  });

  it("is sent once: the job run again, queued again or the ticket sent again mails nothing more", async () => {
    const body = ticket();
    const first = await reader.post(tickets(holding), { body });
    await smtp.mailTo("reader@demo.example");
    // the screen sending the same ticket again (its answer was lost) gets the stored ticket
    const again = await reader.post(tickets(holding), { body });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const job = { ticketId: first.body.id, baseUrl: APP_URL };
    await supportTicketMail.run(job, { id: "manual", attempt: 1, attempts: 6 });
    await supportTicketMail.enqueue(job);
    expect(await runQueuedJobs()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
    expect(await db().supportTicket.count({ where: { id: first.body.id } })).toBe(1);
  });

  it("gives the claim back when the mail server refuses, so the retry sends", async () => {
    // the refused attempt is logged as the worker logs it
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    smtp.behaviour.rejectWith = 451;
    const sent = await reader.post(tickets(holding), { body: ticket({ subject: "Try again" }) });
    expect(sent.status).toBe(201);
    expect(smtp.received).toHaveLength(0);
    expect((await db().supportTicket.findUniqueOrThrow({ where: { id: sent.body.id } })).sentDate).toBeNull();
    delete smtp.behaviour.rejectWith;
    // the retry, as the worker runs it once its delay is over
    await supportTicketMail.run({ ticketId: sent.body.id, baseUrl: APP_URL }, { id: "retry", attempt: 2, attempts: 6 });
    expect((await smtp.mailTo("reader@demo.example")).subject).toBe("Supportsag: Try again");
    expect((await db().supportTicket.findUniqueOrThrow({ where: { id: sent.body.id } })).sentDate).not.toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("names the field that is wrong", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await reader.post(tickets(holding), { body });
      expect(answer.status).toBe(422);
      return Object.keys(answer.body.error.fields);
    };
    expect(await refused(ticket({ subject: " " }))).toEqual(["subject"]);
    expect(await refused(ticket({ message: "" }))).toEqual(["message"]);
    expect(await refused(ticket({ id: "not-an-id" }))).toEqual(["id"]);
    // the page must be inside the app: the mail links it under the app's own address
    for (const page of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "meters",
    ]) {
      expect(await refused(ticket({ page }))).toEqual(["page"]);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it("attaches only the sender's own uploads of this organization", async () => {
    const other = await demo.other();
    const stranger = await as("other@demo.example");
    const foreign = await stranger.post(`/api/v1/organizations/${other}/files`, { raw: multipart(PDF, "theirs.pdf") });
    expect(foreign.status).toBe(201);
    const another = await reader.post(tickets(holding), { body: ticket({ file_ids: [foreign.body.id] }) });
    expect(another.status).toBe(422);
    expect(another.body.error.fields).toHaveProperty(["fileIds.0"]);
    // a colleague's document of the same organization cannot be mailed out by naming its id
    const editor = await as("editor@demo.example");
    const document = await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "ours.pdf") });
    const own = await reader.post(`${tickets(holding)}/files`, { raw: multipart(PNG, "mine.png") });
    const mixed = await reader.post(tickets(holding), { body: ticket({ file_ids: [own.body.id, document.body.id] }) });
    expect(mixed.status).toBe(422);
    expect(mixed.body.error.fields).toHaveProperty(["fileIds.1"]);
    expect(smtp.received).toHaveLength(0);
  });

  it("refuses an upload too large to mail, and a program", async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await reader.post(`${tickets(holding)}/files`, { raw: multipart(large, "huge.png") })).status).toBe(413);
    const program = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(256, 0x90)]);
    expect((await reader.post(`${tickets(holding)}/files`, { raw: multipart(program, "tool.exe") })).status).toBe(415);
  });

  it("says so, before storing anything, while no contact has an e-mail address", async () => {
    const contacts = await db().supportContact.findMany({ select: { id: true, email: true } });
    await db().supportContact.updateMany({ data: { email: null } });
    try {
      const body = ticket();
      const answer = await reader.post(tickets(holding), { body });
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe("no_support_contact");
      expect(answer.body.error.message).toContain("supportkontakt");
      expect(await db().supportTicket.count({ where: { id: body.id } })).toBe(0);
    } finally {
      for (const contact of contacts) {
        await db().supportContact.update({ where: { id: contact.id }, data: { email: contact.email } });
      }
    }
  });

  it("is for signed-in members only", async () => {
    expect((await call("POST", tickets(holding), { body: ticket() })).status).toBe(401);
    expect((await call("POST", `${tickets(holding)}/files`, { raw: multipart(PNG, "x.png") })).status).toBe(401);
  });
});
