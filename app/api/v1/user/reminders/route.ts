// GET, PUT /api/v1/user/reminders: how often the signed-in person gets the e-mail digest of what falls due (daily, weekly, off), and whether their calendar feed is on.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { getReminderSettings, updateReminderSettings } from "@/lib/modules/reminders/settings";
import { reminderSettingsSchema, reminderSettingsAnswerSchema } from "@/lib/modules/reminders/schema";

export const GET = userRoute({ access: platformAccess.signedIn, response: reminderSettingsAnswerSchema }, ({ user }) =>
  getReminderSettings(user),
);

export const PUT = userRoute(
  { access: platformAccess.signedIn, body: reminderSettingsSchema, response: reminderSettingsAnswerSchema },
  ({ user, body }) => updateReminderSettings(user, body),
);
