// The register screen's two drafts, a meter reading and a waste collection, and the bodies the
// meters' and waste modules take from them (each module's own wire names). Pure.
import type { MeterOption } from "@/lib/modules/quick-actions/options";
import { instantOf, localDay, localMoment, type DraftBase } from "../draft-store";
import type { KeptFile } from "../kept-file";

export type ReadingDraft = DraftBase & {
  meterId: string;
  /** The meter as chosen, so that a draft restored without the list still names it. */
  meter: MeterOption | null;
  value: string;
  /** `YYYY-MM-DDTHH:mm` in the phone's time. */
  performedAt: string;
  note: string;
  photos: KeptFile[];
};

/** An arrangement a collection is registered for, with its handler and the unit of its quantity. */
export type ArrangementOption = { id: string; handlerId: string; label: string; detail: string; unit: string };

export type CollectionDraft = DraftBase & {
  arrangement: ArrangementOption | null;
  quantity: string;
  /** `YYYY-MM-DD`, the day it was collected. */
  collectedOn: string;
  note: string;
  photos: KeptFile[];
};

export const freshReading = (meter: MeterOption | null, now = new Date()): ReadingDraft => ({
  key: crypto.randomUUID(),
  sending: false,
  meterId: meter?.id ?? "",
  meter,
  value: "",
  performedAt: localMoment(now),
  note: "",
  photos: [],
});

export const freshCollection = (now = new Date()): CollectionDraft => ({
  key: crypto.randomUUID(),
  sending: false,
  arrangement: null,
  quantity: "",
  collectedOn: localDay(now),
  note: "",
  photos: [],
});

export const readingHasContent = (draft: ReadingDraft) =>
  draft.value.trim() !== "" || draft.note.trim() !== "" || draft.photos.length > 0;

export const collectionHasContent = (draft: CollectionDraft) =>
  draft.quantity.trim() !== "" || draft.note.trim() !== "" || draft.photos.length > 0;

/** A number as typed on a phone, with a decimal comma or point; null when it is none. */
export function typedNumber(text: string): string | null {
  const plain = text.trim().replace(/\s/g, "").replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : null;
}

/** What keeps the draft from being sent, by field: "required", "number" or "moment". */
export function readingProblems(draft: ReadingDraft): Record<string, "required" | "number" | "moment"> {
  const problems: Record<string, "required" | "number" | "moment"> = {};
  if (!draft.meterId) problems.meterId = "required";
  if (!draft.value.trim()) problems.value = "required";
  else if (typedNumber(draft.value) === null) problems.value = "number";
  if (!instantOf(draft.performedAt)) problems.performedAt = "moment";
  return problems;
}

export function collectionProblems(draft: CollectionDraft): Record<string, "required" | "number"> {
  const problems: Record<string, "required" | "number"> = {};
  if (!draft.arrangement) problems.arrangementId = "required";
  const quantity = typedNumber(draft.quantity);
  if (!draft.quantity.trim()) problems.quantity = "required";
  else if (quantity === null || Number(quantity) < 0) problems.quantity = "number";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.collectedOn)) problems.collectedOn = "required";
  return problems;
}

/** The reading as `POST …/meters/{meterId}/readings` takes it. */
export const readingBody = (draft: ReadingDraft, fileIds: string[]) => ({
  performedAt: instantOf(draft.performedAt),
  value: typedNumber(draft.value) ?? draft.value,
  note: draft.note.trim() || null,
  fileIds,
  idempotencyKey: draft.key,
});

/** The collection as `POST …/waste-handler-associations/{handlerId}/bulk-registrations` takes it: one line. */
export const collectionBody = (draft: CollectionDraft, fileIds: string[]) => ({
  performedAt: draft.collectedOn,
  lines: [{ arrangementId: draft.arrangement?.id ?? "", quantity: typedNumber(draft.quantity) ?? draft.quantity }],
  note: draft.note.trim() || null,
  fileIds,
  idempotencyKey: draft.key,
});

/** The server's refusal of a collection's line, on the screen's field. */
export const collectionField = (field: string) =>
  field === "lines.0.arrangementId" ? "arrangementId" : field === "lines.0.quantity" ? "quantity" : field;
