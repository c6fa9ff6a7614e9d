import { Box, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The centred card of the public pages (sign-in, reset password, errors). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 2, bgcolor: "background.default" }}
    >
      <Paper sx={{ width: "100%", maxWidth: 420, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <Box component="img" src="/icon.svg" alt="" sx={{ width: 40, height: 40 }} />
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Stack>
          {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
