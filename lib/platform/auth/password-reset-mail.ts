import "server-only";
import { defineJob } from "@/lib/platform/jobs/define";
import { deliver } from "@/lib/platform/mail/deliver";
import { mailTexts, renderMail } from "@/lib/platform/mail/render";
import { findUserByEmail } from "./data";
import { db } from "@/lib/platform/db";
import { createUserToken, hashToken } from "./mutations";
import { mayMailPasswordReset, RESET_LIMITS } from "./reset-limits";

const ONE_HOUR = 60 * 60 * 1000;

export function resetLink(baseUrl: string, token: string) {
  return `${baseUrl.replace(/\/$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The reset mail, sent in the background: the request only queues the address, so it costs the
 * same whether or not an account has it. The account is looked up here; an unknown or disabled
 * one gets nothing, and one that had its hour's mails gets no more (the links it has are valid for
 * that hour, so its owner can always reset). The token is made at sending time and never stored
 * in the queue, and a retry makes a fresh one.
 */
export const passwordResetMail = defineJob<{ email: string; baseUrl: string }>({
  name: "mail.password-reset",
  retryLimit: 5,
  async run({ email, baseUrl }) {
    const user = await findUserByEmail(email);
    if (!user || user.disabled) return;
    if (!(await mayMailPasswordReset(user.id))) {
      console.log(
        `[auth] no further password-reset mail to an account this hour (${RESET_LIMITS.mailsPerAccount} sent)`,
      );
      return;
    }
    const token = await createUserToken(user.id, "PASSWORD_RESET", ONE_HOUR);
    const t = mailTexts(user.language);
    const content = {
      subject: t("passwordReset.subject"),
      paragraphs: [t("passwordReset.asked", { email: user.email })],
      action: { label: t("passwordReset.action"), url: resetLink(baseUrl, token) },
      notes: [t("passwordReset.validity"), t("passwordReset.ignore")],
    };
    try {
      await deliver({ to: user.email, ...renderMail(content, user.language) });
    } catch (error) {
      // a link that never left is no link: it must not count towards the account's mails either
      await db().userToken.deleteMany({ where: { tokenHash: hashToken(token) } });
      throw error;
    }
  },
});
