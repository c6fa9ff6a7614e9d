import { LinkButton } from "@/components/platform/ui/link-button";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/platform/auth/auth-card";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <AuthCard title={t("title")} subtitle={t("text")}>
      <LinkButton href="/" variant="contained">
        {t("home")}
      </LinkButton>
    </AuthCard>
  );
}
