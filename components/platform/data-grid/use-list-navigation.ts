"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTransition } from "react";

/**
 * Changes the list's URL state (page, size, sort, search); the server renders the next page. While
 * it does, `loading` is true, and the list shows that its rows are about to change.
 */
export function useListNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [loading, startLoading] = useTransition();
  const navigate = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    startLoading(() => router.replace(`${pathname}?${next.toString()}`, { scroll: false }));
  };
  return { navigate, loading, push: (href: string) => router.push(href) };
}
