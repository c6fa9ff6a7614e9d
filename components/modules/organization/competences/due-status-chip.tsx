"use client";
import { Chip } from "@mui/material";
import { useTranslations } from "next-intl";
import type { DueStatus } from "@/lib/modules/organization/competences/due";

const COLOR = { OK: "success", DUE_SOON: "warning", OVERDUE: "error", MISSING: "default" } as const;

/** A requirement's state in words and colour (never colour alone). */
export function DueStatusChip({ status }: { status: DueStatus }) {
  const t = useTranslations("people.status");
  return (
    <Chip size="small" color={COLOR[status]} variant={status === "OK" ? "outlined" : "filled"} label={t(status)} />
  );
}

/** The overdue / due-soon counts of a list row. */
export function DueCounts({ overdue, dueSoon, total }: { overdue: number; dueSoon: number; total?: number }) {
  const t = useTranslations("people.counts");
  if (!overdue && !dueSoon) return <span>{total === 0 ? t("none") : t("allValid")}</span>;
  return (
    <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
      {overdue ? <Chip size="small" color="error" label={t("overdue", { count: overdue })} /> : null}
      {dueSoon ? <Chip size="small" color="warning" label={t("dueSoon", { count: dueSoon })} /> : null}
    </span>
  );
}
