"use client";
import { useTranslations } from "next-intl";
import { Tag } from "@/components/platform/ui/tag";
import type { DueStatus } from "@/lib/platform/recurrence/due-status";

/**
 * Every status wording is drawn the same way: a small chip, filled in the colour of an urgent
 * state, outlined when all is well, always with words (never colour alone).
 */
function StatusChip({ label, tone }: { label: string; tone: "success" | "warning" | "error" | "default" }) {
  return <Tag size="small" color={tone} variant={tone === "success" ? "outlined" : "filled"} label={label} />;
}

const TONE = { OK: "success", DUE_SOON: "warning", OVERDUE: "error", MISSING: "default" } as const;

/** A requirement's state. */
export function DueStatusChip({ status }: { status: DueStatus }) {
  const t = useTranslations("people.status");
  return <StatusChip tone={TONE[status]} label={t(status)} />;
}

/** The overdue / due-soon counts of a list row, or that all are valid. */
export function DueCounts({
  overdue,
  dueSoon,
  missing,
  total,
}: {
  overdue: number;
  dueSoon: number;
  /** not yet acquired (and not yet late) */
  missing: number;
  total?: number;
}) {
  const t = useTranslations("people.counts");
  if (total === 0) return <span>{t("none")}</span>;
  return (
    <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
      {overdue ? <StatusChip tone="error" label={t("overdue", { count: overdue })} /> : null}
      {dueSoon ? <StatusChip tone="warning" label={t("dueSoon", { count: dueSoon })} /> : null}
      {missing ? <StatusChip tone="warning" label={t("missing", { count: missing })} /> : null}
      {!overdue && !dueSoon && !missing ? <StatusChip tone="success" label={t("allValid")} /> : null}
    </span>
  );
}
