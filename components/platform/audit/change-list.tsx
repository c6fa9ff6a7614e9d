"use client";
import { Box, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { delSx, insSx, visuallyHidden } from "@/components/platform/rich-text/diff-marks";
import { changeLine } from "@/lib/platform/audit/change-line";
import type { ReadableAuditEntry, ReadableChange } from "@/lib/platform/audit/dto";

/** A rich text's change: its words in reading order, the removed struck through, the added underlined. */
function WordDiff({ diff }: { diff: NonNullable<ReadableChange["diff"]> }) {
  const t = useTranslations("audit.diff");
  return (
    <Box component="span" sx={{ whiteSpace: "pre-line" }} data-testid="history-diff">
      {diff.map((part, index) => {
        if (part.type === "same") return <span key={index}>{part.text}</span>;
        const added = part.type === "added";
        return (
          // the space before a changed run separates words; it is not itself part of the change
          <span key={index}>
            {/^\s*/.exec(part.text)![0]}
            <Box component={added ? "ins" : "del"} sx={added ? insSx : delSx}>
              <Box component="span" sx={visuallyHidden}>
                {t(added ? "added" : "removed")}
              </Box>
              {part.text.trimStart()}
            </Box>
          </span>
        );
      })}
    </Box>
  );
}

/**
 * The fields an entry changed, each by its label in the reader's language: a new record's values,
 * a deleted record's last values, else each value before and after (a rich text as a word diff).
 */
export function ChangeList({ entry }: { entry: ReadableAuditEntry }) {
  const t = useTranslations("audit");
  const { changes } = entry.readable;
  if (!changes.length) return null;
  const shown = (value: string | null) => value ?? t("noValue");
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 0.5,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "minmax(8rem, max-content) 1fr" },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
      }}
    >
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {change.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: "anywhere" }}>
            {change.diff ? (
              <WordDiff diff={change.diff} />
            ) : entry.action === "CREATE" || (change.before === null && entry.action !== "UPDATE") ? (
              shown(change.after)
            ) : entry.action === "DELETE" ? (
              shown(change.before)
            ) : (
              <>
                <Box component="del" sx={{ color: "text.secondary" }}>
                  {shown(change.before)}
                </Box>{" "}
                → {shown(change.after)}
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The changed fields on one line (a grid cell), the whole of it on hover and for screen readers. */
export function ChangeSummary({ entry }: { entry: ReadableAuditEntry }) {
  const t = useTranslations("audit");
  const text = entry.readable.changes.map((change) => changeLine(change, entry.action, t("noValue"))).join("; ");
  return (
    <Box component="span" title={text} sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
      {text}
    </Box>
  );
}
