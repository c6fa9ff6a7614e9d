import { Box, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/link-button";

/** The frame of a detail page: title, actions (edit, back) and sections. */
export function DetailFrame(props: {
  title: string;
  subtitle?: string;
  actions: { href: string; label: string; primary?: boolean }[];
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ justifyContent: "space-between", gap: 1 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {props.title}
          </Typography>
          {props.subtitle ? <Typography color="text.secondary">{props.subtitle}</Typography> : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          {props.actions.map((action) => (
            <LinkButton key={action.href} href={action.href} variant={action.primary ? "contained" : "text"}>
              {action.label}
            </LinkButton>
          ))}
        </Stack>
      </Stack>
      {props.children}
    </Stack>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
