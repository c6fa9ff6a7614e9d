import type { SxProps, Theme } from "@mui/material";

/** The look of scope text, the same while editing and when shown. */
export const richTextSx: SxProps<Theme> = {
  typography: "body1",
  "& h2": { typography: "h6", mt: 2, mb: 1 },
  "& h3": { typography: "subtitle1", fontWeight: 600, mt: 2, mb: 0.5 },
  "& h4": { typography: "subtitle2", mt: 1.5, mb: 0.5 },
  "& p": { my: 1 },
  "& ul, & ol": { pl: 3, my: 1 },
  "& a": { color: "primary.main" },
  "& blockquote": { borderLeft: 3, borderColor: "divider", pl: 2, ml: 0, color: "text.secondary" },
  "& table": { borderCollapse: "collapse", display: "block", overflowX: "auto", maxWidth: "100%" },
  "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5, textAlign: "left" },
  "& > :first-of-type": { mt: 0 },
};
