// What the two-factor endpoints take and answer.
import { z } from "zod";
import { dateTime } from "@/lib/platform/api/response";

const code = z.string().trim().min(1, "Enter the code").max(40);
const password = z.string().min(1, "Enter your password").max(1000);

/** The second step of signing in: a code from the app, or a recovery code. */
export const secondFactorSchema = z.object({ code });

/** Turning two-factor sign-in on (a code of the new secret) or off (any code), each with the password. */
export const codeAndPasswordSchema = z.object({ code, password });

/** New recovery codes need a code from the app. */
export const codeSchema = z.object({ code });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().meta({ description: "A maintainer, or a manager of a holding that asks for it: it stays on" }),
  enabledDate: dateTime.nullable(),
  recoveryCodesLeft: z.number().int(),
});

export const enrolmentSchema = z.object({
  secret: z.string().meta({ description: "The secret in Base32, for typing into an app instead of scanning" }),
  uri: z.string().meta({ description: "The otpauth:// address the QR code holds" }),
  qrCode: z.string().meta({ description: "The QR code as an SVG document" }),
});

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).meta({ description: "Ten single-use codes, shown only this once" }),
});
