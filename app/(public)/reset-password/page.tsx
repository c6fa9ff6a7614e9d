import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { ResetPasswordForm } from "@/components/platform/auth/reset-password-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("resetPassword"))("title") };
}

async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const t = await getTranslations("resetPassword");
  const { token } = await searchParams;
  return (
    <AuthCard title={t("title")} subtitle={t("rules")}>
      <ResetPasswordForm token={token ?? null} />
    </AuthCard>
  );
}

export default withClientMessages(ResetPasswordPage, "(public)/reset-password");
