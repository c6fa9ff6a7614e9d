"use client";
import { useTranslations } from "next-intl";
import { LEVEL_COLOURS, type RiskLevelName } from "@/lib/modules/planning/risk-assessment/levels";

/** A risk level in words on its colour (never colour alone), with the score when given. */
export function LevelTag({ level, score }: { level: RiskLevelName; score?: string }) {
  const t = useTranslations("riskAssessment.levels");
  const colours = LEVEL_COLOURS[level];
  return (
    <span
      data-level={level}
      style={{
        background: colours.background,
        color: colours.text,
        borderRadius: 12,
        padding: "2px 10px",
        fontSize: "0.8125rem",
        whiteSpace: "nowrap",
        display: "inline-block",
      }}
    >
      {score ? `${score} ${t(level)}` : t(level)}
    </span>
  );
}
