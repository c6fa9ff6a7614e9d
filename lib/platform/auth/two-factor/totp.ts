import "server-only";
// Time-based one-time passwords (RFC 6238) as authenticator apps make them: SHA-1, six digits,
// 30-second steps. A code is accepted from the step before to the step after the server's clock
// (a phone's clock may be a little off) and only once: the step of the last accepted code is kept,
// and no code of that step or an earlier one is accepted again.
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

const ISSUER = "EHS Compass";
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string) => generateURI({ issuer: ISSUER, label: email, secret });

/** The QR code of the address, as an SVG document. */
export const totpQrSvg = (uri: string) => QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/** The step of the code when it is valid and newer than `afterStep`, else null. */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
