"use client";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Accordion, AccordionDetails, AccordionSummary, Button, List, ListItem, Typography } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { AuditEntryDto } from "@/lib/platform/audit/dto";
import { api } from "@/lib/platform/client/api-client";
import type { Page } from "@/lib/platform/lists/paging";
import { ChangeList } from "./change-list";

const PAGE_SIZE = 10;

/**
 * A record's history on its detail screen: who changed what and when, newest first, ten at a time
 * from the record's `…/history` endpoint (paged on the server). Closed until asked for, so a detail
 * screen costs no history request and does not repeat the record's values.
 */
export function HistoryPanel({ path }: { path: string }) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<AuditEntryDto[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (!open) return;
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
  }, [open, path, page]);

  return (
    <Accordion
      variant="outlined"
      expanded={open}
      onChange={(_event, expanded) => {
        // opened again: from the newest entries
        if (expanded) setPage(0);
        setOpen(expanded);
      }}
      slotProps={{ heading: { component: "h2" }, transition: { unmountOnExit: true } }}
      data-testid="history-panel"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="span">
          {t("history")}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
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
      </AccordionDetails>
    </Accordion>
  );
}
