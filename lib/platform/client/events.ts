// A small in-page event bus so that the API helper can drive the loading bar, the toasts and
// the language without importing UI (lib never imports components).

export type ToastRequest = {
  severity: "success" | "error";
  detail?: string;
  detailKey?: string;
  /** The page the toast is for when it is shown just before navigating there (after a save). */
  path?: string;
};

type EventMap = {
  "request-start": undefined;
  "request-end": undefined;
  toast: ToastRequest;
  "language-changed": string;
};

const target = typeof window === "undefined" ? null : new EventTarget();

export function emit<K extends keyof EventMap>(name: K, detail: EventMap[K]) {
  target?.dispatchEvent(new CustomEvent(name, { detail }));
}

export function on<K extends keyof EventMap>(name: K, listener: (detail: EventMap[K]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<EventMap[K]>).detail);
  target?.addEventListener(name, handler);
  return () => target?.removeEventListener(name, handler);
}
