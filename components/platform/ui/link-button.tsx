import NextLink from "next/link";
import type { CSSProperties, ReactNode } from "react";
import styles from "./link-button.module.css";

/**
 * A link drawn as the theme's Button. A server component with no JavaScript of its own, so a screen
 * that shows only links loads no button code.
 */
export function LinkButton({
  href,
  variant = "text",
  size = "medium",
  startIcon,
  children,
  style,
  "aria-label": ariaLabel,
}: {
  href: string;
  variant?: "text" | "outlined" | "contained";
  size?: "small" | "medium";
  startIcon?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  "aria-label"?: string;
}) {
  const className = [styles.button, variant !== "text" && styles[variant], size === "small" && styles.small]
    .filter(Boolean)
    .join(" ");
  return (
    <NextLink href={href} className={className} style={style} aria-label={ariaLabel}>
      {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
      {children}
    </NextLink>
  );
}
