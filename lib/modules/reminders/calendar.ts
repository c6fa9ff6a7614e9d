import "server-only";
import ical from "ical-generator";
import type { Language } from "@/lib/generated/prisma/enums";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { mailTexts } from "@/lib/platform/mail/render";
import { dueItemsForUser } from "./user-due";
import { inOrganization } from "@/lib/platform/http/organization-link";

/** How far ahead the feed reaches; overdue items stay in it until they are done. */
const FEED_DAYS = 400;
const FEED_LIMIT = 2000;

/** YYYY-MM-DD of a calendar date kept at UTC midnight. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The person's due items as an iCalendar feed (RFC 5545): one all-day event per item on its due
 * date, linking to the screen where it is handled, in the item's organization. What is missing has no due date: it stands on
 * today, named as missing, and moves along each day until it is there. Calendar programs poll the
 * address; an item that is done leaves the feed, and so the calendar.
 */
export async function calendarFeed(user: { id: string; language: Language }, baseUrl: string): Promise<string> {
  const today = calendarToday();
  const { items, organizationNames } = await dueItemsForUser(user.id, addDays(today, FEED_DAYS), FEED_LIMIT);
  const t = mailTexts(user.language);
  const calendar = ical({
    name: t("digest.calendarName"),
    prodId: { company: "EHS Compass", product: "due-dates", language: user.language.toUpperCase() },
    // calendar programs ask again after this long
    ttl: 60 * 60,
  });
  for (const item of items) {
    calendar.createEvent({
      id: `${item.source}-${item.id}@ehs-compass`,
      // a floating all-day date: the due day wherever the calendar is read
      start: isoDay(item.missing ? today : item.dueDate),
      allDay: true,
      summary: item.missing ? t("digest.missingEvent", { title: item.title }) : item.title,
      description: organizationNames[item.organizationId] ?? "",
      url: `${baseUrl}${inOrganization(item.href, item.organizationId)}`,
    });
  }
  return calendar.toString();
}
