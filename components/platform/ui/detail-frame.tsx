import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { ArchivedNotice } from "@/components/platform/removal/archived-notice";

/**
 * A detail page: title, a line under it, link actions (back, edit), other actions (archive), the
 * notice of an archived record and its sections.
 */
export function DetailFrame(props: {
  title: string;
  subtitle?: string;
  actions: { href: string; label: string; primary?: boolean }[];
  /** Actions that are not links, after the links (e.g. the record's removal button). */
  more?: ReactNode;
  /** An archived record: since when, and its API path for those who may restore it. */
  archived?: { date: string | Date; restorePath: string | null };
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
      {props.archived ? <ArchivedNotice {...props.archived} name={props.title} /> : null}
      {props.children}
    </Stack>
  );
}

/** A record's `archived` for the frame: nothing while it is active. */
export const archivedOf = (record: { archivedDate: string | Date | null }, canRestore: boolean, path: string) =>
  record.archivedDate ? { date: record.archivedDate, restorePath: canRestore ? path : null } : undefined;
