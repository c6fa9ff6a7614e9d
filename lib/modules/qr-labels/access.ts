// Following a scanned QR label: any signed-in person may open the short address, since the label
// does not say which organization the record is in. The screen itself then checks the record's
// own operation in the record's organization (destination.ts).
import type { Operation } from "@/lib/platform/auth/access";

export const qrLabelAccess = {
  follow: { limited: true },
} as const satisfies Record<string, Operation>;
