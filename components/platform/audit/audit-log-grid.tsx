"use client";
import { Stack } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import type { ReadableAuditEntry } from "@/lib/platform/audit/dto";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "@/lib/platform/audit/choices";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ChangeSummary } from "./change-list";

/**
 * The organization's audit log: who changed what and when, filtered by person, record type, action
 * and period, each entry as the server reads it in the person's language; exported as CSV, XLSX or
 * a PDF for an auditor.
 */
export function AuditLogGrid(props: { view: ListView<ReadableAuditEntry>; actors: { id: string; name: string }[] }) {
  const t = useTranslations("audit");
  const filters = props.view.state.filters;
  const columns: GridColDef<ReadableAuditEntry>[] = [
    {
      field: "occurredAt",
      headerName: t("columns.occurredAt"),
      minWidth: 170,
      valueGetter: (_value, row) => row.readable.occurredAt,
    },
    {
      field: "actorName",
      headerName: t("columns.actor"),
      minWidth: 150,
      valueGetter: (_value, row) => row.readable.actor,
    },
    {
      field: "action",
      headerName: t("columns.action"),
      minWidth: 120,
      valueGetter: (_value, row) => row.readable.action,
    },
    {
      field: "entityType",
      headerName: t("columns.entityType"),
      minWidth: 160,
      valueGetter: (_value, row) => row.readable.kind,
    },
    { field: "entityName", headerName: t("columns.entityName"), flex: 1, minWidth: 160 },
    {
      field: "changes",
      headerName: t("columns.changes"),
      flex: 2,
      minWidth: 260,
      sortable: false,
      renderCell: ({ row }) => <ChangeSummary entry={row} />,
    },
  ];
  const all = t("filters.all");
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      columns={columns}
      phoneColumns={["entityName", "action", "occurredAt", "actorName"]}
      searchLabel={t("search")}
      empty={t("empty")}
      toolbar={
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ flexWrap: "wrap" }}>
          <UrlSelectFilter
            param="actor"
            label={t("filters.person")}
            value={filters.actor}
            allLabel={all}
            options={props.actors.map((actor) => ({ value: actor.id, label: actor.name }))}
          />
          <UrlSelectFilter
            param="entityType"
            label={t("filters.entityType")}
            value={filters.entityType}
            allLabel={all}
            options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`entities.${type}`) }))}
          />
          <UrlSelectFilter
            param="action"
            label={t("filters.action")}
            value={filters.action}
            allLabel={all}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          />
          <UrlDateFilter param="from" label={t("filters.from")} value={filters.from} />
          <UrlDateFilter param="to" label={t("filters.to")} value={filters.to} />
        </Stack>
      }
    />
  );
}
