import { Stack, Typography } from "@mui/material";
import { headers } from "next/headers";
import { getFormatter, getTranslations } from "next-intl/server";
import { InvitationList } from "@/components/platform/account/invitation-list";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { BackButton } from "@/components/platform/ui/back-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { listInvitations } from "@/lib/modules/organization/members/invitations";
import { decodeNavigationContext, NAVIGATION_HEADER } from "@/lib/platform/auth/navigation-context";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { SignedInShell } from "../signed-in-shell";

export async function generateMetadata() {
  return { title: (await getTranslations("unauthorized"))("title") };
}

/** Someone who reaches no organization yet may have been invited to one: they answer here. */
async function openInvitations(cookieHeader: string | null) {
  const user = await sessionUserFromCookieHeader(cookieHeader);
  return user ? listInvitations(user) : [];
}

async function UnauthorizedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const t = await getTranslations("unauthorized");
  const tProfile = await getTranslations("profile");
  const format = await getFormatter();
  const requestHeaders = await headers();
  const navigation = decodeNavigationContext(requestHeaders.get(NAVIGATION_HEADER));
  const invitations = navigation ? [] : await openInvitations(requestHeaders.get("cookie"));
  if (invitations.length) {
    return (
      <AuthCard title={tProfile("invitations")} subtitle={t("invited")}>
        <InvitationList
          afterAccept="/dashboard"
          invitations={invitations.map((invitation) => ({
            id: invitation.id,
            organization: invitation.organization,
            text: tProfile("invitedBy", { date: format.dateTime(invitation.invitedDate, "day") }),
          }))}
        />
      </AuthCard>
    );
  }
  // LIMITED feature access leaves modules out whatever the role: saying "your role" would mislead
  const text = (await searchParams).reason === "feature-access" ? "featureAccess" : "text";
  const explanation = t(text, { organization: navigation?.active.name ?? "—" });
  if (!navigation) {
    return (
      <AuthCard title={t("title")} subtitle={explanation}>
        <LinkButton href="/dashboard" variant="contained">
          {t("back")}
        </LinkButton>
      </AuthCard>
    );
  }
  // inside the shell: the menu shows where the person may go, and Back returns them where they were
  return (
    <SignedInShell>
      <PageHeader title={t("title")} />
      <Typography sx={{ my: 2 }}>{explanation}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <BackButton label={t("previous")} fallback="/dashboard" />
        <LinkButton href="/dashboard" variant="contained">
          {t("back")}
        </LinkButton>
      </Stack>
    </SignedInShell>
  );
}

export default withClientMessages(UnauthorizedPage, "unauthorized");
