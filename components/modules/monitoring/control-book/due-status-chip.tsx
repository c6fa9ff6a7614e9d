"use client";
import { useTranslations } from "next-intl";
import { Tag } from "@/components/platform/ui/tag";

const TONE = { OVERDUE: "error", DUE_SOON: "warning", OK: "default" } as const;

/** Where a pending date stands, in words and colour (never colour alone), like the competence status. */
export function DueStatusChip({ status }: { status: "OVERDUE" | "DUE_SOON" | "OK" }) {
  const t = useTranslations("controlBook.dueStatuses");
  return <Tag size="small" color={TONE[status]} variant={status === "OK" ? "outlined" : "filled"} label={t(status)} />;
}
