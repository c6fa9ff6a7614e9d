import { Typography } from "@mui/material";

/** A heading that divides a long form into its parts. */
export function FormSection({ title }: { title: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
      {title}
    </Typography>
  );
}
