// Scheduled reports: every morning the schedules whose period has ended and not been sent are
// queued; the period's job takes the schedule's delivery row (one per schedule and period: the one
// worker that inserts it goes on, any other stops) and, in the same transaction, queues one e-mail per
// recipient. Each recipient gets the report in their language with what they may read then: a member
// who lost access since the schedule was made gets nothing.
import "server-only";
import { permits } from "@/lib/platform/auth/access";
import { mintOrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db, type Tx } from "@/lib/platform/db";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { FORMATTING_LOCALES } from "@/lib/platform/i18n/config";
import { translator } from "@/lib/platform/i18n/translator";
import { inOrganization } from "@/lib/platform/http/organization-link";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { defineJob } from "@/lib/platform/jobs/define";
import { deliver, type MailAttachment } from "@/lib/platform/mail/deliver";
import { mailTexts, renderMail } from "@/lib/platform/mail/render";
import { streamBytes } from "@/lib/platform/pdf/stream";
import { reportsAccess } from "./access";
import { reportByKey } from "./catalogue";
import { periodDates, previousPeriod, type Period } from "./period";
import { reportFile, reportFileName, reportPdfStream, reportTitle, type ReportRequest } from "./render";
import { reportSections } from "./scope";

type RecipientJob = { scheduleId: string; membershipId: string; from: string; to: string; baseUrl: string };

const SCREEN = "/monitoring/lists-reports";

/** The recipient as a signed-in person of no session: the report is read with their access. */
async function recipientUser(membershipId: string): Promise<SessionUser | null> {
  const membership = await db().membership.findUnique({
    where: { id: membershipId },
    select: {
      status: true,
      user: { select: { id: true, email: true, name: true, language: true, systemScopes: true, disabled: true } },
    },
  });
  if (!membership || membership.status !== "ACTIVE" || membership.user.disabled) return null;
  const { id, email, name, language, systemScopes } = membership.user;
  return { id, email, name, language, systemScopes, sessionId: "" } as SessionUser;
}

async function attachments(org: Parameters<typeof reportFile>[0], request: ReportRequest, formats: string[]) {
  const files: MailAttachment[] = [];
  const name = reportFileName(request, translator(org.user.language));
  if (formats.includes("PDF")) {
    const content = await streamBytes(await reportPdfStream(org, request));
    files.push({ filename: `${name}.pdf`, content, contentType: "application/pdf" });
  }
  if (formats.includes("XLSX")) {
    const response = await reportFile(org, request, "xlsx");
    files.push({
      filename: `${name}.xlsx`,
      content: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
    });
  }
  return files;
}

export const scheduledReportMail = defineJob<RecipientJob>({
  name: "reports.scheduled-mail",
  retryLimit: 5,
  // a long register takes a while to print
  expireInSeconds: 15 * 60,
  async run({ scheduleId, membershipId, from, to, baseUrl }) {
    const schedule = await db().reportSchedule.findUnique({
      where: { id: scheduleId },
      select: { organizationId: true, reportKey: true, includeDescendants: true, formats: true, archivedDate: true },
    });
    const report = schedule && reportByKey(schedule.reportKey);
    const user = await recipientUser(membershipId);
    if (!schedule || schedule.archivedDate || !report || !user) return;
    const org = await mintOrgContext(user, schedule.organizationId);
    if (!org || !permits(reportsAccess.read, org) || !permits(report.access, org)) return;
    const period: Period = { from, to };
    const request = { report, period, sections: await reportSections(org, report, schedule.includeDescendants) };
    const organization = await db().organization.findUniqueOrThrow({
      where: { id: schedule.organizationId },
      select: { name: true },
    });
    const t = mailTexts(user.language);
    const title = reportTitle(report, translator(user.language));
    const month = new Intl.DateTimeFormat(FORMATTING_LOCALES[user.language], {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const content = {
      subject: t("scheduledReport.subject", { report: title, organization: organization.name }),
      paragraphs: [
        t("digest.greeting", { name: user.name }),
        t(report.dated ? "scheduledReport.periodBody" : "scheduledReport.registerBody", {
          report: title,
          organization: organization.name,
          from: month.format(new Date(`${from}-01T00:00:00Z`)),
          to: month.format(new Date(`${to}-01T00:00:00Z`)),
        }),
      ],
      action: {
        label: t("scheduledReport.action"),
        url: `${baseUrl}${inOrganization(SCREEN, schedule.organizationId)}`,
      },
      notes: [t("scheduledReport.why")],
    };
    await deliver({
      to: user.email,
      ...renderMail(content, user.language),
      attachments: await attachments(org, request, schedule.formats),
    });
  },
});

type PeriodJob = { scheduleId: string; from: string; to: string; baseUrl: string };

/** Takes the period's delivery and queues its e-mails, all in one transaction: sent once, or not at all. */
export const scheduledReportPeriod = defineJob<PeriodJob>({
  name: "reports.scheduled-period",
  retryLimit: 3,
  async run({ scheduleId, from, to, baseUrl }) {
    await db().$transaction(async (tx: Tx) => {
      const schedule = await tx.reportSchedule.findUnique({
        where: { id: scheduleId },
        select: { archivedDate: true, recipients: { select: { id: true } } },
      });
      if (!schedule || schedule.archivedDate) return;
      const claimed = await tx.$executeRaw`
        INSERT INTO "ReportDelivery" ("id", "scheduleId", "periodFrom", "periodTo", "recipientCount")
        VALUES (gen_random_uuid(), ${scheduleId}::uuid, ${from}, ${to}, ${schedule.recipients.length})
        ON CONFLICT DO NOTHING`;
      if (claimed === 0) return;
      for (const recipient of schedule.recipients) {
        await scheduledReportMail.enqueue({ scheduleId, membershipId: recipient.id, from, to, baseUrl }, { tx });
      }
    });
  },
});

/**
 * Queues each active schedule whose last period (the month or quarter before today) has ended since
 * the schedule was made and has not been sent (exported for the tests, which run it at a chosen
 * moment). A day the worker missed is caught up the next morning.
 */
export async function queueScheduledReports(now: Date, baseUrl: string): Promise<number> {
  const today = calendarToday(now);
  const schedules = await db().reportSchedule.findMany({
    where: { archivedDate: null, organization: { archivedDate: null } },
    select: { id: true, frequency: true, createdDate: true, deliveries: { select: { periodFrom: true } } },
  });
  let queued = 0;
  for (const schedule of schedules) {
    const period = previousPeriod(schedule.frequency, today);
    const ended = new Date(`${periodDates(period).end}T00:00:00Z`);
    if (schedule.createdDate >= ended || schedule.deliveries.some((sent) => sent.periodFrom === period.from)) continue;
    await scheduledReportPeriod.enqueue({ scheduleId: schedule.id, ...period, baseUrl });
    queued++;
  }
  return queued;
}

export const dailyScheduledReports = defineJob({
  name: "reports.daily",
  // 06:00 UTC, after the night's digests
  cron: "0 6 * * *",
  retryLimit: 2,
  async run() {
    await queueScheduledReports(new Date(), appBaseUrl());
  },
});
