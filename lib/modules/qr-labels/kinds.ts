// The records that carry QR labels, and the short address a label's code holds. Client-safe.

const QR_KINDS = ["meter", "machine", "chemical", "area"] as const;
export type QrKind = (typeof QR_KINDS)[number];

export const isQrKind = (value: string): value is QrKind => (QR_KINDS as readonly string[]).includes(value);

/** The screen a scanned code opens: short, so that the code stays coarse enough for a small label. */
export const qrPath = (kind: QrKind, id: string) => `/q/${kind}/${id}`;

/** Each kind's label endpoint under `/api/v1/organizations/{orgId}/`. */
export const LABEL_ENDPOINTS: Record<QrKind, string> = {
  meter: "meters/qr-labels",
  machine: "machines/qr-labels",
  chemical: "chemical-associations/qr-labels",
  area: "areas/qr-labels",
};
