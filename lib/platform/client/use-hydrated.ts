"use client";
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/** False in the server's HTML and during hydration, true once React has taken over the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
