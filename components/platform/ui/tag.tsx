import styles from "./tag.module.css";

/** A label drawn as the theme's Chip, for server pages: no JavaScript (a clickable chip needs MUI's). */
export function Tag({
  label,
  size = "medium",
  variant = "filled",
  color = "default",
}: {
  label: string;
  size?: "small" | "medium";
  variant?: "filled" | "outlined";
  color?: "default" | "primary";
}) {
  const className = [
    styles.tag,
    size === "small" && styles.small,
    variant === "outlined" && styles.outlined,
    color === "primary" && styles.primary,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <span className={className}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
