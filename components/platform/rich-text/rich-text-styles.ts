import type { SxProps, Theme } from "@mui/material";

/**
 * The look of rich text (scope, policies, procedures), the same while editing and when shown. An
 * object (checked, not widened, as sx), so that the editor can nest it under its own selector.
 */
export const richTextSx = {
  typography: "body1",
  "& h2": { typography: "h6", mt: 2, mb: 1 },
  "& h3": { typography: "subtitle1", fontWeight: 600, mt: 2, mb: 0.5 },
  "& h4": { typography: "subtitle2", mt: 1.5, mb: 0.5 },
  "& p": { my: 1 },
  "& ul, & ol": { pl: 3, my: 1 },
  // the editor writes a list item's and a table cell's text as a paragraph; it sits as plain text would
  "& li > p, & td > p, & th > p": { my: 0 },
  "& a": { color: "primary.main" },
  "& blockquote": { borderLeft: 3, borderColor: "divider", pl: 2, ml: 0, color: "text.secondary" },
  "& table": { borderCollapse: "collapse", display: "block", overflowX: "auto", maxWidth: "100%" },
  "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5, textAlign: "left" },
  "& > :first-of-type": { mt: 0 },
} satisfies SxProps<Theme>;
