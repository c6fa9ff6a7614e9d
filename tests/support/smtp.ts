// A real SMTP server inside the test (the `smtp-server` package) that keeps what arrives, with a
// small MIME reader for what nodemailer sends: encoded headers, multipart/alternative,
// quoted-printable and base64 parts.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
};

type Behaviour = {
  /** answer the message with this SMTP error (e.g. 451, try again later) */
  rejectWith?: number;
  /** wait this long before accepting the message */
  delayMs?: number;
};

const decodeBytes = (hexEncoded: string) => {
  const bytes: number[] = [];
  for (let i = 0; i < hexEncoded.length; i++) {
    if (hexEncoded[i] === "=" && /^[0-9A-F]{2}$/i.test(hexEncoded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(hexEncoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(hexEncoded[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
};

const decodeQuotedPrintable = (body: string) => decodeBytes(body.replace(/=\r?\n/g, ""));

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Nulstil_din?= */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeBytes(text.replace(/_/g, " ")),
    );

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, "") };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The parts of a multipart body (a message with files is multipart/mixed around multipart/alternative). */
function partsOf(headers: Map<string, string>, body: string): Array<{ headers: Map<string, string>; body: string }> {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHeaders(part.replace(/^\r?\n/, "")))
    .flatMap((part) => partsOf(part.headers, part.body));
}

function parse(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ReceivedMail = {
    to,
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: "",
    html: "",
    attachments: [],
  };
  for (const part of partsOf(headers, body)) {
    const partType = part.headers.get("content-type") ?? "text/plain";
    const disposition = part.headers.get("content-disposition") ?? "";
    if (disposition.startsWith("attachment")) {
      const name = /filename\*?=(?:"([^"]+)"|([^;]+))/i.exec(disposition);
      mail.attachments.push({
        filename: decodeHeader(name?.[1] ?? name?.[2] ?? ""),
        contentType: partType.split(";")[0],
        content: Buffer.from(part.body.replace(/\s+/g, ""), "base64"),
      });
      continue;
    }
    const content = decodePart(part.headers, part.body).trimEnd();
    if (partType.startsWith("text/html")) mail.html = content;
    else if (partType.startsWith("text/plain")) mail.text = content;
  }
  return mail;
}

/** Starts the server on a free port; `url` goes into SMTP_URL. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const behaviour: Behaviour = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          if (behaviour.rejectWith) {
            const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
            error.responseCode = behaviour.rejectWith;
            return callback(error);
          }
          received.push(
            parse(
              Buffer.concat(chunks).toString("utf8"),
              session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          waiting.splice(0).forEach((wake) => wake());
          callback();
        };
        if (behaviour.delayMs) setTimeout(finish, behaviour.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    behaviour,
    /** The first message to `address` that arrived or arrives within `timeoutMs`. */
    async mailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
