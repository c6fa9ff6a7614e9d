import { Box, type SxProps, type Theme } from "@mui/material";
import { pictogramImageUrl } from "@/lib/modules/admin/hazard-data/pictograms";

/** GHS pictograms as the real SVGs, each named for screen readers; a code that is none is shown as text. */
export function PictogramImages({
  pictograms,
  size = 48,
  sx,
}: {
  pictograms: readonly { code: string; name: string }[];
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={[{ display: "flex", flexWrap: "wrap", gap: size < 40 ? 0.5 : 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {pictograms.map(({ code, name }) =>
        /^GHS0[1-9]$/.test(code) ? (
          // eslint-disable-next-line @next/next/no-img-element -- small static SVGs, no optimisation needed
          <img key={code} src={pictogramImageUrl(code)} alt={name} title={name} width={size} height={size} />
        ) : (
          <span key={code}>{code}</span>
        ),
      )}
    </Box>
  );
}
