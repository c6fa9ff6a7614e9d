"use client";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { Alert, Button, Stack } from "@mui/material";
import { LinkButton } from "@/components/platform/ui/link-button";

export type Sent = { message: string; link?: { href: string; label: string } };

/** What was stored, with the next step a thumb reaches: another of the same, or the record. */
export function SentPanel(props: { sent: Sent; again: string; onAgain: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert icon={<CheckCircleIcon />} severity="success" role="status">
        {props.sent.message}
      </Alert>
      <Button variant="contained" size="large" onClick={props.onAgain} sx={{ minHeight: 48 }} autoFocus>
        {props.again}
      </Button>
      {props.sent.link ? (
        <LinkButton href={props.sent.link.href} variant="outlined">
          {props.sent.link.label}
        </LinkButton>
      ) : null}
    </Stack>
  );
}
