import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { SignInForm } from "@/components/platform/auth/sign-in-form";
import { LanguageSwitch } from "@/components/platform/shell/language-switch";
import { safeReturnUrl } from "@/lib/platform/http/return-url";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("signIn"))("title") };
}

async function SignInPage({ searchParams }: { searchParams: Promise<{ return_url?: string }> }) {
  const t = await getTranslations("signIn");
  const returnUrl = safeReturnUrl((await searchParams).return_url);
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      <SignInForm returnUrl={returnUrl} />
      <LanguageSwitch signedIn={false} />
    </AuthCard>
  );
}

export default withClientMessages(SignInPage, "(public)");
