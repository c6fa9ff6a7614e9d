"use client";
import { useTranslations } from "next-intl";
import { Tag } from "@/components/platform/ui/tag";
import type { Relevance } from "@/lib/generated/prisma/enums";

const COLORS = { HIGH: "warning", MEDIUM: "info", LOW: "default" } as const;

/** The relevance as a word on a coloured chip; the word carries the meaning, the colour only helps. */
export function RelevanceChip({ relevance, prefixed }: { relevance: Relevance; prefixed?: boolean }) {
  const t = useTranslations("stakeholders");
  const label = t(`relevanceValues.${relevance}`);
  return (
    <Tag
      size="small"
      variant="outlined"
      color={COLORS[relevance]}
      label={prefixed ? t("relevanceLabel", { relevance: label }) : label}
    />
  );
}
