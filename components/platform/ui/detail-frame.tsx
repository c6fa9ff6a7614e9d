import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";

/**
 * A detail page: title, a line under it, link actions (back, edit), other actions (archive) and its
 * sections.
 */
export function DetailFrame(props: {
  title: string;
  subtitle?: string;
  actions: { href: string; label: string; primary?: boolean }[];
  /** Actions that are not links, after the links (e.g. the record's removal button). */
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={props.title}
        actions={
          <>
            {props.actions.map((action) => (
              <LinkButton key={action.href} href={action.href} variant={action.primary ? "contained" : "text"}>
                {action.label}
              </LinkButton>
            ))}
            {props.more}
          </>
        }
      >
        {props.subtitle ? <Typography color="text.secondary">{props.subtitle}</Typography> : null}
      </PageHeader>
      {props.children}
    </Stack>
  );
}
