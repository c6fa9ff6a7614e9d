"use client";
import { createTheme, type ThemeOptions } from "@mui/material/styles";
import { teal } from "@mui/material/colors";
import { daDK, enUS } from "@mui/material/locale";

/**
 * Primary teal, shades 100–900; toasts 25rem wide, tooltips at most 12.5rem. Warning and info keep
 * MUI's colours with dark text on them: white on them falls short of 4.5:1 contrast.
 */
const base: ThemeOptions = {
  cssVariables: true,
  palette: {
    primary: { light: teal[300], main: teal[700], dark: teal[900], contrastText: "#fff" },
    background: { default: "#f5f7f7" },
    warning: { light: "#ff9800", main: "#ed6c02", dark: "#e65100", contrastText: "rgba(0, 0, 0, 0.87)" },
    info: { light: "#03a9f4", main: "#0288d1", dark: "#01579b", contrastText: "rgba(0, 0, 0, 0.87)" },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiTooltip: { styleOverrides: { tooltip: { maxWidth: "12.5rem" } } },
    MuiSnackbarContent: { styleOverrides: { root: { width: "25rem", maxWidth: "calc(100vw - 2rem)" } } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};

/**
 * One theme per language: MUI's own locale pack gives its components' texts and screen-reader
 * labels (pagination, autocomplete, alerts) in the interface language.
 */
const THEMES = { en: createTheme(base, enUS), da: createTheme(base, daDK) };

export const themeFor = (locale: string) => (locale === "da" ? THEMES.da : THEMES.en);
