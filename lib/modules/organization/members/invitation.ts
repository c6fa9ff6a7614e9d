import "server-only";
import { createUserToken } from "@/lib/platform/auth/mutations";
import { INVITATION_VALID_MS, resetLink } from "@/lib/platform/auth/password-reset";
import { sendMail } from "@/lib/platform/mail";

export type Invitee = { userId: string; email: string; organizationName: string };

/**
 * Sends a new member without a password a link to choose one. The member exists either way, and
 * the person can still ask for a reset link, so a failure here is logged and not answered.
 */
export async function sendInvitation(invitee: Invitee, baseUrl: string): Promise<void> {
  try {
    const token = await createUserToken(invitee.userId, "INVITATION", INVITATION_VALID_MS);
    await sendMail({
      to: invitee.email,
      subject: "You are invited to EHS Compass",
      text: `You have been added to ${invitee.organizationName} in EHS Compass.\n\nChoose your password here (the link is valid for 7 days):\n${resetLink(baseUrl, token)}\n`,
    });
  } catch (error) {
    console.error("[mail] could not send the invitation", error);
  }
}
