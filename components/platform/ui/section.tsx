import { Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled block of a detail screen. */
export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      {title ? (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
