"use client";
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import type { QuickAction } from "./quick-actions-dial";

// below the theme's md breakpoint (900px); wider screens never load the dial
const SMALL_SCREEN = "(max-width: 899.95px)";
const QuickActionsDial = dynamic(() => import("./quick-actions-dial").then((module) => module.QuickActionsDial), {
  ssr: false,
});

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** The quick actions button on small screens, loaded after the page has become interactive. */
export function MobileActions({ actions }: { actions: QuickAction[] }) {
  const small = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  return small ? <QuickActionsDial actions={actions} /> : null;
}
