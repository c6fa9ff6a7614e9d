"use client";
import { Button, type ButtonProps } from "@mui/material";
import NextLink from "next/link";

/** A button that navigates; usable from server components (which cannot pass NextLink down). */
export function LinkButton(props: Omit<ButtonProps<typeof NextLink>, "component"> & { href: string }) {
  return <Button component={NextLink} {...props} />;
}
