import { LinkButton } from "@/components/platform/ui/link-button";
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { ACTIVE_ORG_KEY, resolveActiveOrganization } from "@/lib/platform/auth/active-org";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";

export default async function UnauthorizedPage() {
  const t = await getTranslations("unauthorized");
  const user = await sessionUserFromCookieHeader((await headers()).get("cookie"));
  const active = user ? await resolveActiveOrganization(user, (await cookies()).get(ACTIVE_ORG_KEY)?.value) : null;
  return (
    <AuthCard title={t("title")} subtitle={t("text", { organization: active?.active.name ?? "—" })}>
      <LinkButton href="/dashboard" variant="contained">
        {t("back")}
      </LinkButton>
    </AuthCard>
  );
}
