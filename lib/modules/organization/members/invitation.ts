import "server-only";
import { createUserToken } from "@/lib/platform/auth/mutations";
import { INVITATION_VALID_MS } from "@/lib/platform/auth/password-reset";
import { resetLink } from "@/lib/platform/auth/password-reset-mail";
import { db } from "@/lib/platform/db";
import { defineJob } from "@/lib/platform/jobs/define";
import { deliver } from "@/lib/platform/mail/deliver";
import { mailTexts, renderMail } from "@/lib/platform/mail/render";

export type Invitee = { userId: string; membershipId: string; email: string; organizationName: string };

/**
 * The invitation mail, sent in the background with retries. The token is made at sending time
 * (never kept in the queue) in the language the person has then; a retry makes a fresh one. A
 * person who can already sign in gets no token: they answer the invitation on their profile.
 */
export const invitationMail = defineJob<Invitee & { baseUrl: string }>({
  name: "mail.invitation",
  retryLimit: 5,
  async run({ userId, membershipId, organizationName, baseUrl }) {
    const user = await db().user.findUnique({ where: { id: userId } });
    if (!user || user.disabled) return;
    const t = mailTexts(user.language);
    if (user.passwordHash) {
      const notice = {
        subject: t("invitation.subject"),
        paragraphs: [t("invitation.invited", { organization: organizationName })],
        action: { label: t("invitation.answer"), url: `${baseUrl.replace(/\/$/, "")}/profile` },
        notes: [],
      };
      await deliver({ to: user.email, ...renderMail(notice, user.language) });
      return;
    }
    // a retry after the invitation was declined or withdrawn sends nothing: there is nothing to accept
    const open = await db().membership.findFirst({ where: { id: membershipId, userId, status: "INVITED" } });
    if (!open) return;
    const token = await createUserToken(user.id, "INVITATION", INVITATION_VALID_MS, open.id);
    const content = {
      subject: t("invitation.subject"),
      paragraphs: [t("invitation.added", { organization: organizationName })],
      action: { label: t("invitation.action"), url: resetLink(baseUrl, token) },
      notes: [t("invitation.validity")],
    };
    await deliver({ to: user.email, ...renderMail(content, user.language) });
  },
});

/**
 * Queues the invitation mail. The invitation exists either way, and the person finds it on their
 * profile (or asks for a reset link), so a failure to queue is logged and not answered.
 */
export async function sendInvitation(invitee: Invitee, baseUrl: string): Promise<void> {
  try {
    await invitationMail.enqueue({ ...invitee, baseUrl });
  } catch (error) {
    console.error("[mail] could not queue the invitation", error);
  }
}
