import type { ButtonHTMLAttributes, ReactNode } from "react";
import { buttonClassName } from "./link-button";
import styles from "./link-button.module.css";

/**
 * A native button drawn as the theme's Button, with no MUI code: for a screen's one or two actions
 * whose work (a dialog, a form) loads only when they are used.
 */
export function PlainButton({
  variant = "text",
  size = "medium",
  color = "primary",
  startIcon,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color" | "className"> & {
  variant?: "text" | "outlined" | "contained";
  size?: "small" | "medium";
  color?: "primary" | "error" | "warning";
  startIcon?: ReactNode;
}) {
  return (
    <button type="button" className={buttonClassName(variant, size, color)} {...rest}>
      {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
      {children}
    </button>
  );
}
