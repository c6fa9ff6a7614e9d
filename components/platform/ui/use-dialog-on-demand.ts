"use client";
import { useState } from "react";

/**
 * A dialog whose code loads on demand (`next/dynamic` with `ssr: false`): its open state, whether it
 * is mounted yet (from the first open on, so that it can close with its transition), and the props
 * of the button that opens it, which start loading the code when the pointer or the focus reaches it.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    close: () => setOpen(false),
    buttonProps: {
      onPointerEnter: load,
      onFocus: load,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
    },
  };
}
