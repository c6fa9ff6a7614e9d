import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { SignInForm } from "@/components/platform/auth/sign-in-form";
import { LanguageSwitch } from "@/components/platform/shell/language-switch";
import { safeReturnUrl } from "@/lib/platform/http/return-url";
import { providerForHolding } from "@/lib/platform/auth/single-sign-on/discovery";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("signIn"))("title") };
}

type Query = { return_url?: string; organization?: string; sso_error?: string; error?: string };

/**
 * The sign-in page. `organization` (a holding's sign-in link) offers its provider first; `sso_error`
 * (our refusal) or `error` (next-auth's) says why the way back from a provider ended here.
 */
async function SignInPage({ searchParams }: { searchParams: Promise<Query> }) {
  const t = await getTranslations("signIn");
  const query = await searchParams;
  const returnUrl = safeReturnUrl(query.return_url);
  const provider = query.organization ? await providerForHolding(query.organization) : null;
  const failure = query.sso_error ?? (query.error ? "failed" : null);
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      <SignInForm returnUrl={returnUrl} organizationProvider={provider} organizationFailure={failure} />
      <LanguageSwitch signedIn={false} />
    </AuthCard>
  );
}

export default withClientMessages(SignInPage, "(public)");
