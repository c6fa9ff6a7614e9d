import "server-only";
import { db } from "@/lib/platform/db";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { defineJob } from "@/lib/platform/jobs/define";
import { deliver } from "@/lib/platform/mail/deliver";
import { mailTexts, renderMail } from "@/lib/platform/mail/render";
import { calendarToday, dueItemStatus, DUE_SOON_DAYS, isOverdue } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { dueItemsForUser } from "./user-due";
import { inOrganization } from "@/lib/platform/http/organization-link";

/** At most this many items are listed in one digest; the dashboard shows the rest. */
const DIGEST_LIMIT = 50;

type DigestJob = { userId: string; /** YYYY-MM-DD in the application's time zone */ day: string; baseUrl: string };

const isMonday = (day: Date) => day.getUTCDay() === 1;

/**
 * One person's digest of one day: what they are responsible for that is overdue or falls due within
 * the lead time, with a link to each. The day's row is taken first, in its own statement: whichever
 * run inserts it sends, any other (a second app instance, a retry after a send that did go out) finds
 * it taken and stops. A failed send gives the row back, so the retry can send.
 */
export const digestMail = defineJob<DigestJob>({
  name: "reminders.digest",
  retryLimit: 5,
  async run({ userId, day, baseUrl }) {
    const user = await db().user.findUnique({
      where: { id: userId },
      select: { id: true, name: true, email: true, language: true, disabled: true, reminderFrequency: true },
    });
    if (!user || user.disabled || user.reminderFrequency === "OFF") return;
    const today = new Date(`${day}T00:00:00Z`);
    const { items, organizationNames } = await dueItemsForUser(
      user.id,
      addDays(today, DUE_SOON_DAYS + 1),
      DIGEST_LIMIT,
      // an agreement's inspection is reminded of from its own lead time
      today,
    );
    if (items.length === 0) return;
    const claimed = await db().$executeRaw`
      INSERT INTO "ReminderDigest" ("userId", "day", "itemCount") VALUES (${user.id}::uuid, ${day}::date, ${items.length})
      ON CONFLICT DO NOTHING`;
    if (claimed === 0) return;
    const t = mailTexts(user.language);
    // a missing item (a chemical without a safety data sheet) is overdue whatever its date
    const overdue = items.filter((item) => isOverdue(dueItemStatus(item, today)));
    const line = (item: (typeof items)[number]) => ({
      text: t(item.missing ? "digest.missingItem" : "digest.item", {
        title: item.title,
        organization: organizationNames[item.organizationId] ?? "",
        date: item.dueDate,
      }),
      url: `${baseUrl}${inOrganization(item.href, item.organizationId)}`,
    });
    const content = {
      subject: t("digest.subject", { count: items.length }),
      paragraphs: [
        t("digest.greeting", { name: user.name }),
        overdue.length ? t("digest.overdue") : t("digest.dueSoon", { days: DUE_SOON_DAYS }),
      ],
      // overdue first (the list is in compareDue's order), then what falls due
      items: items.map(line),
      action: { label: t("digest.action"), url: `${baseUrl}/dashboard` },
      notes: [t("digest.settings")],
    };
    try {
      await deliver({ to: user.email, ...renderMail(content, user.language) });
    } catch (error) {
      await db().reminderDigest.deleteMany({ where: { userId: user.id, day: today } });
      throw error;
    }
  },
});

/**
 * Every morning: queues the digest of each person who wants one today (daily, or weekly on
 * Mondays) and has not had today's. Runs once across the app's instances (a cron job of the queue).
 */
export const dailyDigests = defineJob({
  name: "reminders.daily",
  // 05:00 UTC: before the working day starts in Europe
  cron: "0 5 * * *",
  retryLimit: 2,
  async run() {
    await queueDigests(new Date(), appBaseUrl());
  },
});

/** Queues today's digests (exported for the tests, which run it at a chosen moment). */
export async function queueDigests(now: Date, baseUrl: string): Promise<number> {
  const today = calendarToday(now, TIME_ZONE);
  const day = today.toISOString().slice(0, 10);
  const users = await db().user.findMany({
    where: {
      disabled: false,
      passwordHash: { not: null },
      reminderFrequency: isMonday(today) ? { in: ["DAILY", "WEEKLY"] } : "DAILY",
      digests: { none: { day: today } },
      memberships: { some: { status: "ACTIVE" } },
    },
    select: { id: true },
  });
  for (const user of users) await digestMail.enqueue({ userId: user.id, day, baseUrl });
  return users.length;
}
