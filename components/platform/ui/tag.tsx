import AppLink from "@/components/platform/ui/link";
import styles from "./tag.module.css";

export type TagColor = "default" | "primary" | "success" | "warning" | "error" | "info";

/**
 * A label drawn as the theme's Chip with CSS alone, for server pages and client islands alike: no
 * JavaScript of its own. With `href` it is a link drawn as a clickable chip; a chip that does
 * something else when pressed (or has a delete icon) needs MUI's.
 */
export function Tag({
  label,
  size = "medium",
  variant = "filled",
  color = "default",
  href,
}: {
  label: string;
  href?: string;
  size?: "small" | "medium";
  variant?: "filled" | "outlined";
  color?: TagColor;
}) {
  const className = [
    styles.tag,
    size === "small" && styles.small,
    variant === "outlined" && styles.outlined,
    color !== "default" && styles[color],
    href && styles.link,
  ]
    .filter(Boolean)
    .join(" ");
  const content = <span className={styles.label}>{label}</span>;
  if (href) {
    return (
      <AppLink href={href} className={className}>
        {content}
      </AppLink>
    );
  }
  return <span className={className}>{content}</span>;
}
