import { Alert, type AlertProps } from "@mui/material";

/** An information box as wide as the content (the theme sizes alerts for toasts). */
export function Notice(props: AlertProps) {
  return <Alert severity="info" {...props} sx={{ width: "auto", ...props.sx }} />;
}
