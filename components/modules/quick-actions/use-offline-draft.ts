"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { ApiClientError } from "@/lib/platform/client/api-client";
import { draftKey, readDraft, removeDraft, writeDraft, type DraftBase } from "./draft-store";

const isNetworkFailure = (error: unknown) => error instanceof ApiClientError && error.status === 0;

/** How often a waiting draft tries again when the phone does not say that the connection is back. */
const RETRY_MS = 10_000;

export type DraftOptions<D extends DraftBase, R> = {
  /** The quick action's name in the storage key. */
  action: string;
  organizationId: string;
  userId: string;
  fresh: () => D;
  /** True when the draft holds something the person typed or took. */
  hasContent: (draft: D) => boolean;
  /**
   * Sends the draft: uploads its files, then the record. `progress` keeps what is done (a file's id)
   * in the draft, so that a retry after a lost connection does not do it twice.
   */
  deliver: (draft: D, progress: (patch: Partial<D>) => D) => Promise<R>;
  /** After the record is stored, with the draft it came from; `afterOffline` when it waited for the connection. */
  onSent: (result: R, sent: D, afterOffline: boolean) => void;
};

/**
 * A quick action's draft: kept on the phone after every change (per organization and person), sent
 * once when the person presses Send, or, without a connection, as soon as the phone is back online
 * (its `online` event, a try every 10 s, and when the screen opens again with a draft waiting). The
 * draft's key goes with it, so that a send repeated after a lost answer is the same record.
 */
export function useOfflineDraft<D extends DraftBase, R>(options: DraftOptions<D, R>) {
  const toast = useToast();
  const t = useTranslations("quickActions.draft");
  const storageKey = draftKey(options.action, options.organizationId, options.userId);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [draft, setDraft] = useState<D | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sendingRef = useRef(false);
  const waitingRef = useRef(false);
  const current = useRef<D | null>(null);

  const keep = useCallback(
    (next: D) => {
      current.current = next;
      writeDraft(window.localStorage, storageKey, next);
      setDraft(next);
      return next;
    },
    [storageKey],
  );

  const send = useCallback(async () => {
    const start = current.current;
    if (!start || sendingRef.current) return;
    sendingRef.current = true;
    setBusy(true);
    let sending = keep({ ...start, sending: true });
    try {
      if (!navigator.onLine) throw new ApiClientError(0, "network", "offline");
      const result = await latest.current.deliver(sending, (patch) => (sending = keep({ ...sending, ...patch })));
      const afterOffline = waitingRef.current;
      removeDraft(window.localStorage, storageKey);
      current.current = latest.current.fresh();
      setDraft(current.current);
      setWaiting(false);
      setRestored(false);
      setErrors({});
      latest.current.onSent(result, sending, afterOffline);
    } catch (error) {
      if (isNetworkFailure(error)) {
        setWaiting(true);
        return;
      }
      keep({ ...sending, sending: false });
      setWaiting(false);
      const fields = error instanceof ApiClientError ? error.fields : {};
      setErrors(fields);
      toast.error(Object.keys(fields).length ? t("refused") : error instanceof Error ? error.message : undefined);
    } finally {
      sendingRef.current = false;
      setBusy(false);
    }
  }, [keep, storageKey, toast, t]);

  const sendRef = useRef(send);
  useEffect(() => {
    waitingRef.current = waiting;
    sendRef.current = send;
  }, [waiting, send]);

  // the draft lives in the browser only: read it after hydration, and send one that was waiting
  useEffect(() => {
    const { fresh, hasContent } = latest.current;
    const kept = readDraft(window.localStorage, storageKey, fresh);
    const restoring = kept && (hasContent(kept) || kept.sending) ? kept : null;
    current.current = restoring ?? fresh();
    setDraft(current.current);
    setRestored(!!restoring);
    if (restoring?.sending) {
      waitingRef.current = true;
      setWaiting(true);
      void sendRef.current();
    }
  }, [storageKey]);

  // waiting for the connection: try when the phone says it is back, and every 10 s in case it does not
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void send();
    window.addEventListener("online", retry);
    const timer = window.setInterval(() => navigator.onLine && retry(), RETRY_MS);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [waiting, send]);

  const change = useCallback(
    (patch: Partial<D> | ((draft: D) => Partial<D>)) => {
      const base = current.current ?? latest.current.fresh();
      keep({ ...base, ...(typeof patch === "function" ? patch(base) : patch) });
    },
    [keep],
  );

  /** Drops the draft (and a waiting send) and begins a new one. */
  const discard = useCallback(() => {
    removeDraft(window.localStorage, storageKey);
    current.current = latest.current.fresh();
    setDraft(current.current);
    setWaiting(false);
    setRestored(false);
    setErrors({});
  }, [storageKey]);

  return { draft, change, send, discard, waiting, restored, busy, errors, setErrors };
}
