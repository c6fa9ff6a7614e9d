"use client";
import { Box, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import type { FieldChange } from "@/lib/platform/audit/dto";

const MAX = 300;

/** A stored value as a person reads it: lists joined, rich text as its words, long texts cut. */
function useShown() {
  const t = useTranslations("audit");
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("noValue");
    if (Array.isArray(value)) return value.map(shown).join(", ");
    const text = typeof value === "object" ? JSON.stringify(value) : String(value);
    const plain = text
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return plain.length > MAX ? `${plain.slice(0, MAX)}…` : plain;
  };
  return shown;
}

/** The fields an entry changed, each with its value before and after. */
export function ChangeList({ changes }: { changes: Record<string, FieldChange> }) {
  const t = useTranslations("audit");
  const shown = useShown();
  const entries = Object.entries(changes);
  if (!entries.length) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(6rem, max-content) 1fr", gap: 0.5 }}>
      {entries.map(([field, change]) => (
        <Box key={field} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t.has(`fields.${field}`) ? t(`fields.${field}`) : field}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            <Box component="del" sx={{ color: "text.secondary" }}>
              {shown(change.before)}
            </Box>{" "}
            → {shown(change.after)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The changed fields on one line (a grid cell), the whole of it on hover and for screen readers. */
export function ChangeSummary({ changes }: { changes: Record<string, FieldChange> }) {
  const t = useTranslations("audit");
  const shown = useShown();
  const text = Object.entries(changes)
    .map(([field, change]) => {
      const name = t.has(`fields.${field}`) ? t(`fields.${field}`) : field;
      return `${name}: ${shown(change.before)} → ${shown(change.after)}`;
    })
    .join("; ");
  return (
    <Box component="span" title={text} sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
      {text}
    </Box>
  );
}
