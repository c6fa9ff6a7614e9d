import { Box, Paper, Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import type { DiffPart } from "@/lib/platform/rich-text/diff";
import { delSx, insSx, visuallyHidden } from "./diff-marks";
import { Notice } from "@/components/platform/ui/notice";

export type VersionMeta = { version: number; author: string; date: string; standards: string };

/** One side of the comparison: the common words and the ones only this version has, marked. */
async function Side({ parts, meta, kind }: { parts: DiffPart[]; meta: VersionMeta; kind: "removed" | "added" }) {
  const t = await getTranslations("scope.compare");
  return (
    <Paper variant="outlined" component="section" aria-label={t("version", { version: meta.version })} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t("version", { version: meta.version })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("byline", { author: meta.author, date: meta.date })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("standards", { standards: meta.standards })}
      </Typography>
      <Box sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere", lineHeight: 1.7 }} data-testid={`diff-${kind}`}>
        {parts
          .filter((part) => part.type === "same" || part.type === kind)
          .map((part, index) =>
            part.type === "same" ? (
              <span key={index}>{part.text}</span>
            ) : (
              // the space before a changed run separates words; it is not itself part of the change
              <span key={index}>
                {/^\s*/.exec(part.text)![0]}
                <Box component={kind === "added" ? "ins" : "del"} sx={kind === "added" ? insSx : delSx}>
                  <Box component="span" sx={visuallyHidden}>
                    {t(kind === "added" ? "addedMarker" : "removedMarker")}
                  </Box>
                  {part.text.trimStart()}
                </Box>
              </span>
            ),
          )}
      </Box>
    </Paper>
  );
}

/** Two versions side by side (one above the other on narrow screens) with a legend of the marks. */
export async function VersionDiff({
  parts,
  before,
  after,
}: {
  parts: DiffPart[];
  before: VersionMeta;
  after: VersionMeta;
}) {
  const t = await getTranslations("scope.compare");
  const unchanged = parts.every((part) => part.type === "same");
  return (
    <Stack spacing={2}>
      <Typography variant="body2" component="p">
        <Box component="ins" sx={insSx}>
          {t("legendAdded")}
        </Box>{" "}
        <Box component="del" sx={delSx}>
          {t("legendRemoved")}
        </Box>{" "}
        {t("legend")}
      </Typography>
      {unchanged ? <Notice>{t("sameText")}</Notice> : null}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Side parts={parts} meta={before} kind="removed" />
        <Side parts={parts} meta={after} kind="added" />
      </Box>
    </Stack>
  );
}
