"use client";
import AppLink from "@/components/platform/ui/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

/** A menu link that marks itself as the current page on its own path and every path below it. */
export function NavLink({ href, ...props }: ComponentProps<typeof AppLink> & { href: string }) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return <AppLink href={href} aria-current={current ? "page" : undefined} {...props} />;
}
