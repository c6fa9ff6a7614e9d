"use client";
import { useRouter } from "next/navigation";
import { PlainButton } from "./plain-button";

/**
 * Back to the page the person came from, when they came from this app; else to `fallback` (a
 * link opened from a mail or typed has no page of ours behind it).
 */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  const router = useRouter();
  return (
    <PlainButton
      onClick={() => {
        const fromHere = document.referrer && new URL(document.referrer).origin === window.location.origin;
        if (fromHere && window.history.length > 1) router.back();
        else router.push(fallback);
      }}
    >
      {label}
    </PlainButton>
  );
}
