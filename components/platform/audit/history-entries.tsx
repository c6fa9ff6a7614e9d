"use client";
import { Button, List, ListItem, Typography } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { AuditEntryDto } from "@/lib/platform/audit/dto";
import { api } from "@/lib/platform/client/api-client";
import type { Page } from "@/lib/platform/lists/paging";
import { ChangeList } from "./change-list";

const PAGE_SIZE = 10;

/**
 * The entries of an opened history panel, newest first, ten at a time from the record's `…/history`
 * endpoint (paged on the server). Mounted when the panel opens, so each opening starts from the
 * newest entries.
 */
export default function HistoryEntries({ path }: { path: string }) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const [entries, setEntries] = useState<AuditEntryDto[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    let current = true;
    api<Page<AuditEntryDto>>(path, { query: { page, size: PAGE_SIZE }, quiet: true })
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
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} divider sx={{ display: "block", px: 0 }}>
            <Typography variant="body2">
              <strong>{t(`actions.${entry.action}`)}</strong> · {t(`entities.${entry.entityType}`)}
              {entry.entityName ? ` · ${entry.entityName}` : ""}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {format.dateTime(new Date(entry.occurredAt), { dateStyle: "medium", timeStyle: "short" })} ·{" "}
              {entry.actorName || t("system")}
            </Typography>
            <ChangeList changes={entry.changes} />
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
