// GET /api/v1/user: the signed-in person's profile. PATCH: their name and language (each when sent).
import { getProfile, updateProfile } from "@/lib/platform/account/profile";
import { profileUpdateSchema, profileSchema } from "@/lib/platform/account/schema";
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { languageCookie } from "@/lib/platform/i18n/config";

export const GET = userRoute({ access: platformAccess.signedIn, response: profileSchema }, ({ user }) =>
  getProfile(user),
);

export const PATCH = userRoute(
  { access: platformAccess.signedIn, body: profileUpdateSchema, response: profileSchema },
  async ({ user, body }) => {
    const profile = await updateProfile(user, body);
    return Response.json(profile, {
      headers: { "content-language": profile.language, "set-cookie": languageCookie(profile.language) },
    });
  },
);
