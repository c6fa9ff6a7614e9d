"use client";
import { Stack } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { useFormatter, useTranslations } from "next-intl";
import { ServerDataGrid } from "@/components/platform/data-grid/server-data-grid";
import { UrlDateFilter } from "@/components/platform/data-grid/url-date-filter";
import { UrlSelectFilter } from "@/components/platform/data-grid/url-select-filter";
import type { AuditEntryDto } from "@/lib/platform/audit/dto";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "@/lib/platform/audit/schema";
import type { ListView } from "@/lib/platform/lists/url-state";
import { ChangeSummary } from "./change-list";

/** The organization's audit log: who changed what and when, filtered by person, record type, action and period. */
export function AuditLogGrid(props: { view: ListView<AuditEntryDto>; actors: { id: string; name: string }[] }) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const filters = props.view.state.filters;
  const columns: GridColDef<AuditEntryDto>[] = [
    {
      field: "occurredAt",
      headerName: t("columns.occurredAt"),
      minWidth: 170,
      valueGetter: (value: string) => format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" }),
    },
    {
      field: "actorName",
      headerName: t("columns.actor"),
      minWidth: 150,
      valueGetter: (value: string) => value || t("system"),
    },
    {
      field: "action",
      headerName: t("columns.action"),
      minWidth: 120,
      valueGetter: (value: string) => t(`actions.${value}`),
    },
    {
      field: "entityType",
      headerName: t("columns.entityType"),
      minWidth: 160,
      valueGetter: (value: string) => t(`entities.${value}`),
    },
    { field: "entityName", headerName: t("columns.entityName"), flex: 1, minWidth: 160 },
    {
      field: "changes",
      headerName: t("columns.changes"),
      flex: 2,
      minWidth: 260,
      sortable: false,
      renderCell: ({ row }) => <ChangeSummary changes={row.changes} />,
    },
  ];
  const all = t("filters.all");
  return (
    <ServerDataGrid
      ariaLabel={t("title")}
      view={props.view}
      columns={columns}
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
