"use client";
import { Button, type ButtonProps } from "@mui/material";
import { useHydrated } from "@/lib/platform/client/use-hydrated";

/**
 * A form's submit button. It stays disabled until the page is hydrated: a press before that would
 * submit the form natively, as a GET that writes every field (a password too) into the address and
 * saves nothing. A disabled default button also stops Enter from submitting.
 */
export function SubmitButton({ disabled, variant = "contained", ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" variant={variant} {...props} disabled={!hydrated || disabled} />;
}
