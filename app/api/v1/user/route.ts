// PATCH /api/v1/user: the signed-in user's preferences (language).
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { updateUserLanguage } from "@/lib/platform/auth/mutations";
import { userPreferencesSchema } from "@/lib/platform/auth/schema";
import { languageCookie } from "@/lib/platform/i18n/config";

export const PATCH = userRoute(
  { access: platformAccess.signedIn, body: userPreferencesSchema },
  async ({ user, body }) => {
    const { language } = await updateUserLanguage(user.id, body.language);
    return Response.json(
      { language },
      { headers: { "content-language": language, "set-cookie": languageCookie(language) } },
    );
  },
);
