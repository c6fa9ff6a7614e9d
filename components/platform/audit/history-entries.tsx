"use client";
import { Button, List, ListItem, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ReadableAuditEntry } from "@/lib/platform/audit/dto";
import { api } from "@/lib/platform/client/api-client";
import type { Page } from "@/lib/platform/lists/paging";
import { ChangeList } from "./change-list";

const PAGE_SIZE = 10;

/**
 * The entries of an opened history panel, newest first, ten at a time from the record's `…/history`
 * endpoint (paged on the server), each as the server reads it in the person's language: what
 * happened to which kind of record, when, by whom, and the fields by their labels. Mounted when the
 * panel opens, so each opening starts from the newest entries.
 */
export default function HistoryEntries({ path }: { path: string }) {
  const t = useTranslations("audit");
  const [entries, setEntries] = useState<ReadableAuditEntry[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    let current = true;
    api<Page<ReadableAuditEntry>>(path, { query: { page, size: PAGE_SIZE }, quiet: true })
      .then((answer) => {
        if (!current) return;
        setEntries((earlier) => (page === 0 ? answer.content : [...earlier, ...answer.content]));
        setTotal(answer.totalElements);
      })
      .catch(() => current && setTotal((known) => known ?? 0));
    return () => {
      current = false;
    };
  }, [path, page]);

  return (
    <>
      {total === 0 ? <Typography color="text.secondary">{t("historyEmpty")}</Typography> : null}
      <List dense disablePadding data-testid="history-entries">
        {entries.map((entry) => (
          <ListItem key={entry.id} divider sx={{ display: "block", px: 0 }}>
            <Typography variant="body2">
              <strong>{entry.readable.action}</strong> · {entry.readable.kind}
              {entry.entityName ? ` · ${entry.entityName}` : ""}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {entry.readable.occurredAt} · {entry.readable.actor}
            </Typography>
            <ChangeList entry={entry} />
          </ListItem>
        ))}
      </List>
      {total !== null && entries.length < total ? (
        <Button onClick={() => setPage((current) => current + 1)} sx={{ alignSelf: "flex-start" }}>
          {t("showMore")}
        </Button>
      ) : null}
    </>
  );
}
