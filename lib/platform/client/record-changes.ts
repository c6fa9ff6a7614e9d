// The change notification: after a create or update of a record, every open list of that kind of
// record, in this tab and the person's other tabs, reloads its page from the server. Browsers
// carry it over a BroadcastChannel (same origin only); a browser without one simply does not hear it.

const CHANNEL = "ehs-record-changes";

/** Says that records of this kind (e.g. "policy") were created or changed. */
export function announceRecordChange(kind: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ kind });
  channel.close();
}

/** Calls `listener` whenever another tab announces a change of records of this kind; returns the unsubscribe. */
export function onRecordChange(kind: string, listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ kind?: string }>) => {
    if (event.data?.kind === kind) listener();
  };
  return () => channel.close();
}
