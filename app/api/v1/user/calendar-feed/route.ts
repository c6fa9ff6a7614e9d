// POST, DELETE /api/v1/user/calendar-feed: POST makes a new secret address for the signed-in person's calendar feed of due dates (answered once; the previous address stops working); DELETE stops the feed.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { renewCalendarFeed, stopCalendarFeed } from "@/lib/modules/reminders/settings";
import { calendarFeedAnswerSchema } from "@/lib/modules/reminders/schema";

export const POST = userRoute(
  { access: platformAccess.signedIn, status: 201, response: calendarFeedAnswerSchema },
  ({ user, request }) => renewCalendarFeed(user, appBaseUrl(request)),
);

export const DELETE = userRoute({ access: platformAccess.signedIn, status: 204 }, ({ user }) => stopCalendarFeed(user));
