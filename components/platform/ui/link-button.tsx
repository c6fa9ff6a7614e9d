import AppLink from "@/components/platform/ui/link";
import type { CSSProperties, ReactNode } from "react";
import styles from "./link-button.module.css";

/**
 * A link drawn as the theme's Button. A server component with no JavaScript of its own, so a screen
 * that shows only links loads no button code. A link to the API (a file) is a plain download link.
 */
export function LinkButton({
  href,
  variant = "text",
  size = "medium",
  startIcon,
  children,
  style,
  "aria-label": ariaLabel,
  "aria-current": ariaCurrent,
}: {
  href: string;
  variant?: "text" | "outlined" | "contained";
  size?: "small" | "medium";
  startIcon?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  "aria-label"?: string;
  /** The link to the page shown (one of a set of views). */
  "aria-current"?: "page";
}) {
  const className = buttonClassName(variant, size);
  const content = (
    <>
      {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
      {children}
    </>
  );
  // a file from the API (an export, a download) is the browser's to fetch when pressed: a Next link
  // would prefetch it, computing and downloading the whole export while the page is only shown
  if (href.startsWith("/api/")) {
    return (
      <a href={href} download className={className} style={style} aria-label={ariaLabel}>
        {content}
      </a>
    );
  }
  return (
    <AppLink href={href} className={className} style={style} aria-label={ariaLabel} aria-current={ariaCurrent}>
      {content}
    </AppLink>
  );
}

/**
 * The classes that draw the theme's Button on a link or a native button ("error" for a destructive
 * action, "warning" for one that raises a concern).
 */
export function buttonClassName(
  variant: "text" | "outlined" | "contained",
  size: "small" | "medium" = "medium",
  color: "primary" | "error" | "warning" = "primary",
) {
  return [
    styles.button,
    variant !== "text" && styles[variant],
    size === "small" && styles.small,
    color !== "primary" && styles[color],
  ]
    .filter(Boolean)
    .join(" ");
}
