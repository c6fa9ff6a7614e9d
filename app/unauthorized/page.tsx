import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { LinkButton } from "@/components/platform/ui/link-button";
import { decodeNavigationContext, NAVIGATION_HEADER } from "@/lib/platform/auth/navigation-context";

export default async function UnauthorizedPage() {
  const t = await getTranslations("unauthorized");
  const navigation = decodeNavigationContext((await headers()).get(NAVIGATION_HEADER));
  return (
    <AuthCard title={t("title")} subtitle={t("text", { organization: navigation?.active.name ?? "—" })}>
      <LinkButton href="/dashboard" variant="contained">
        {t("back")}
      </LinkButton>
    </AuthCard>
  );
}
