"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * Sets one of a list's filters in the URL, like the list's own state; a change starts at the first
 * page. An empty value removes the filter.
 */
export function useUrlFilter(param: string) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (value: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (value) next.set(param, value);
    else next.delete(param);
    next.delete("page");
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };
}
