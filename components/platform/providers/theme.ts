"use client";
import { createTheme } from "@mui/material/styles";
import { teal } from "@mui/material/colors";

/** Primary teal, shades 100–900; toasts 25rem wide, tooltips at most 12.5rem. */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    primary: { light: teal[300], main: teal[700], dark: teal[900], contrastText: "#fff" },
    background: { default: "#f5f7f7" },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiTooltip: { styleOverrides: { tooltip: { maxWidth: "12.5rem" } } },
    MuiSnackbarContent: { styleOverrides: { root: { width: "25rem", maxWidth: "calc(100vw - 2rem)" } } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
