"use client";
import { Button, type ButtonProps } from "@mui/material";
import { useHydrated } from "@/lib/platform/client/use-hydrated";

// Before hydration the disabled button is drawn as the enabled one, so nothing changes (or fades
// through a low-contrast grey) the moment React takes over.
const LOOKS_ENABLED = { "&.Mui-disabled": { color: "primary.contrastText", backgroundColor: "primary.main" } };

/**
 * A form's contained submit button. It stays disabled until the page is hydrated: a press before
 * that would submit the form natively, as a GET that writes every field (a password too) into the
 * address and saves nothing. A disabled default button also stops Enter from submitting.
 */
export function SubmitButton({ disabled, sx, ...props }: Omit<ButtonProps, "type" | "variant">) {
  const hydrated = useHydrated();
  const styles = [...(hydrated ? [] : [LOOKS_ENABLED]), ...(Array.isArray(sx) ? sx : [sx])];
  return <Button type="submit" variant="contained" {...props} disabled={!hydrated || disabled} sx={styles} />;
}
