"use client";
import { useMediaQuery } from "@mui/material";
import { createContext, useContext, type ReactNode } from "react";

const PhoneContext = createContext(false);

/** Whether the server took the request for a phone's (see `isPhoneRequest`). */
export function PhoneProvider({ phone, children }: { phone: boolean; children: ReactNode }) {
  return <PhoneContext.Provider value={phone}>{children}</PhoneContext.Provider>;
}

/** The width below which lists are cards: the theme's `sm` breakpoint, 600 px. */
const NARROW_QUERY = "(max-width: 599.95px)";

/**
 * Whether lists take their phone layout: on a phone always (a phone turned sideways keeps its
 * cards), elsewhere when the window is narrower than `sm`. The server renders a desktop's first
 * paint with the wide layout; a narrow desktop window switches once the page runs.
 */
export function usePhoneLayout(): boolean {
  const phone = useContext(PhoneContext);
  const narrow = useMediaQuery(NARROW_QUERY);
  return phone || narrow;
}
