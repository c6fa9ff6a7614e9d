"use client";
import { useListNavigation } from "./use-list-navigation";

/**
 * Sets one of a list's filters in the URL, like the list's own state; a change starts at the first
 * page. An empty value removes the filter.
 */
export function useUrlFilter(param: string) {
  const { navigate } = useListNavigation();
  return (value: string) => navigate({ [param]: value, page: undefined });
}
