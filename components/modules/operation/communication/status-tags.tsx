"use client";
import { useTranslations } from "next-intl";
import { Tag } from "@/components/platform/ui/tag";

type ResponseStatus = "OVERDUE" | "DUE_SOON" | "OK" | "ANSWERED";

const TONE = { OVERDUE: "error", DUE_SOON: "warning", OK: "default", ANSWERED: "success" } as const;

/** Where a communication's response stands, in words and colour (never colour alone). */
export function ResponseStatusTag({ status }: { status: ResponseStatus }) {
  const t = useTranslations("communication.responseStatuses");
  return <Tag size="small" color={TONE[status]} variant={status === "OK" ? "outlined" : "filled"} label={t(status)} />;
}

/** Where a plan line's next date stands. */
export function PlanDueTag({ status }: { status: "OVERDUE" | "DUE_SOON" | "OK" }) {
  const t = useTranslations("communication.dueStatuses");
  return <Tag size="small" color={TONE[status]} variant={status === "OK" ? "outlined" : "filled"} label={t(status)} />;
}
