"use client";
import { useTranslations } from "next-intl";
import { Tag } from "@/components/platform/ui/tag";

const TONE = { PLANNED: "default", IN_PROGRESS: "info", DONE: "success", CANCELLED: "default" } as const;

/** An action's status in words and colour (never colour alone); an open one past its date says so. */
export function ActionStatusTag({ status, overdue }: { status: string; overdue: boolean }) {
  const t = useTranslations("actionPlan");
  if (overdue) return <Tag size="small" color="error" label={`${t(`statuses.${status}`)} · ${t("overdue")}`} />;
  const tone = TONE[status as keyof typeof TONE] ?? "default";
  return (
    <Tag
      size="small"
      color={tone}
      variant={status === "CANCELLED" ? "outlined" : "filled"}
      label={t(`statuses.${status}`)}
    />
  );
}
