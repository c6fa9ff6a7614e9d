import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { InvitationList } from "@/components/platform/account/invitation-list";
import { PasswordChangeForm } from "@/components/platform/account/password-change-form";
import { ProfileDetailsForm } from "@/components/platform/account/profile-details-form";
import { SessionList } from "@/components/platform/account/session-list";
import { SignOutEverywhere } from "@/components/platform/account/sign-out-everywhere";
import { TwoFactorSettings } from "@/components/platform/account/two-factor-settings";
import { twoFactorStatus } from "@/lib/platform/auth/two-factor/two-factor";
import { SESSION_IDLE_MINUTES, SESSION_MAX_AGE_SECONDS } from "@/lib/platform/auth/session-cookie";
import { ReminderSettings } from "@/components/modules/reminders/reminder-settings";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { listInvitations } from "@/lib/modules/organization/members/invitations";
import { getProfile } from "@/lib/platform/account/profile";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import { getReminderSettings } from "@/lib/modules/reminders/settings";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("profile"))("title") };
}

/**
 * The signed-in person's own account: invitations, name and language, reminders, password, two-factor
 * sign-in, sessions.
 */
async function ProfilePage() {
  const t = await getTranslations("profile");
  const tReminders = await getTranslations("reminders");
  const format = await getFormatter();
  const { user } = await getPageContext();
  const [profile, invitations, reminders, twoFactor] = await Promise.all([
    getProfile(user),
    listInvitations(user),
    getReminderSettings(user),
    twoFactorStatus(user.id),
  ]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <PageHeader title={t("title")} />
      <Section title={t("invitations")}>
        <InvitationList
          invitations={invitations.map((invitation) => ({
            id: invitation.id,
            organization: invitation.organization,
            text: t("invitedBy", { date: format.dateTime(invitation.invitedDate, "day") }),
          }))}
        />
      </Section>
      <Section title={t("details")}>
        <ProfileDetailsForm profile={{ name: profile.name, email: profile.email, language: profile.language }} />
      </Section>
      <Section title={tReminders("title")}>
        <ReminderSettings settings={reminders} soonDays={DUE_SOON_DAYS} />
      </Section>
      <Section title={t("password")}>
        <PasswordChangeForm />
      </Section>
      <Section title={t("twoFactor")}>
        <TwoFactorSettings status={{ ...twoFactor, enabledDate: twoFactor.enabledDate?.toISOString() ?? null }} />
      </Section>
      <Section title={t("sessions")}>
        <Typography color="text.secondary">
          {t("sessionsIdle", { hours: SESSION_MAX_AGE_SECONDS / 3600, minutes: SESSION_IDLE_MINUTES })}
        </Typography>
        <SessionList />
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {t("sessionsHelp")}
        </Typography>
        <SignOutEverywhere />
      </Section>
    </Stack>
  );
}

export default withClientMessages(ProfilePage, "(app)/profile");
