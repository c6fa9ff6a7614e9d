// GET /api/v1/calendar/{secret}.ics: a person's due dates as an iCalendar feed (RFC 5545) for Outlook, Google Calendar and phones; the secret address is the credential (calendar programs send no cookies); 404 for any other.
import { notFound } from "@/lib/platform/api/errors";
import { publicRoute } from "@/lib/platform/api/route";
import { fileAnswer } from "@/lib/platform/api/response";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { calendarFeed } from "@/lib/modules/reminders/calendar";
import { calendarFeedOwner } from "@/lib/modules/reminders/settings";

export const GET = publicRoute(
  { response: fileAnswer("text/calendar", "The feed, as iCalendar (RFC 5545)") },
  async ({ params, request }) => {
    const owner = await calendarFeedOwner(params.secret.replace(/\.ics$/, ""));
    if (!owner) throw notFound("No calendar feed at this address");
    return new Response(await calendarFeed(owner, appBaseUrl(request)), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="due-dates.ics"',
        "cache-control": "no-store",
        // the address is a credential: keep it out of other sites' referrers
        "referrer-policy": "no-referrer",
      },
    });
  },
);
