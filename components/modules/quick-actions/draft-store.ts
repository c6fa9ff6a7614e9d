// A quick action's draft on the phone: kept in localStorage after every change, one per action,
// organization and person, so that what was typed without a connection (or in a tab that was
// closed) is not lost, and a colleague signing in on the same phone never sees it. Pure apart from
// the storage it is handed, so that the tests give it their own.

/** What every draft carries besides its form's fields. */
export type DraftBase = {
  /** Chosen when the draft is begun: the idempotency key (or the record's id) the server recognises. */
  key: string;
  /** The person pressed Send: the draft goes as soon as the connection allows. */
  sending: boolean;
};

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const draftKey = (action: string, organizationId: string, userId: string) =>
  `ehs.quick.${action}.${organizationId}.${userId}`;

/** The kept draft over a fresh one, so that a field added since it was kept has its default; null when none is kept. */
export function readDraft<D extends DraftBase>(storage: DraftStorage, key: string, fresh: () => D): D | null {
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<D>;
    return kept && typeof kept === "object" && typeof kept.key === "string" ? { ...fresh(), ...kept } : null;
  } catch {
    return null;
  }
}

/** False when the storage is full: the draft is then in memory only, and the screen still sends it. */
export function writeDraft(storage: DraftStorage, key: string, draft: DraftBase): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // a storage the browser refuses holds nothing to remove
  }
}

/** Now, as a datetime-local input shows it (the phone's own time): `YYYY-MM-DDTHH:mm`. */
export function localMoment(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Today on the phone's calendar: `YYYY-MM-DD`. */
export const localDay = (now = new Date()) => localMoment(now).slice(0, 10);

/** A datetime-local value as the instant the API takes; empty when it is not one. */
export function instantOf(moment: string): string {
  const date = new Date(moment);
  return moment && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
}
