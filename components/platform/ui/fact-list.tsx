import { Box } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The facts of a detail screen as a description list: label beside value from the sm breakpoint,
 * the label above its value on a phone. A server component with no JavaScript of its own.
 */
export function FactList({ facts, spaced = false }: { facts: [string, ReactNode][]; spaced?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        // minmax(0, …): a long word (a chemical name, an address) wraps instead of widening the page
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "max-content minmax(0, 1fr)" },
        columnGap: 3,
        my: spaced ? 2 : 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: 1, overflowWrap: "anywhere" }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
