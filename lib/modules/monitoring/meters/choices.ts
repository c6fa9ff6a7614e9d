// The values a meter's fields and filters may take, without zod, so client lists can name them.

/** A meter's reading status in its list: overdue, due within 30 days, or fine. */
export const METER_DUE_STATUSES = ["OVERDUE", "DUE_SOON", "OK"] as const;
