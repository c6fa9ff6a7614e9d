import { Box, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A screen's title with its actions beside it (below it on narrow screens) and an optional intro. */
export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {title}
        </Typography>
        {actions ? <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Stack>
  );
}
