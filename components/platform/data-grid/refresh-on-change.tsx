"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { onRecordChange } from "@/lib/platform/client/record-changes";

/**
 * Placed beside a server-paged list: when records of `kind` are created or changed in another tab,
 * the page is rendered again on the server with the same URL (page, sort and filters kept).
 * The tab that saved navigates and refreshes on its own.
 */
export function RefreshOnChange({ kind }: { kind: string }) {
  const router = useRouter();
  useEffect(() => onRecordChange(kind, () => router.refresh()), [kind, router]);
  return null;
}
