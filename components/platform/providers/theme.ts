"use client";
import { createTheme, type ThemeOptions } from "@mui/material/styles";
import { teal } from "@mui/material/colors";
import { daDK, enUS } from "@mui/material/locale";

/**
 * Primary teal, shades 100–900; toasts 25rem wide, tooltips at most 12.5rem. Warning and info keep
 * MUI's colours with dark text on them: white on them falls short of 4.5:1 contrast.
 */
/** Text on white of at least 4.5:1 in the warning and info hues. */
const OUTLINED_TEXT = { warning: "#b23c00", info: "#01579b" };

/** "#b23c00" → "178 60 0", for rgb(var(…) / alpha) as MUI's own channel variables. */
const channel = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(" ");

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
    // the same shades for the CSS modules that draw chips and buttons without MUI (tag, link-button)
    MuiCssBaseline: {
      styleOverrides: {
        ":root": {
          "--ehs-warning-text": OUTLINED_TEXT.warning,
          "--ehs-warning-textChannel": channel(OUTLINED_TEXT.warning),
          "--ehs-info-text": OUTLINED_TEXT.info,
        },
      },
    },
    MuiTooltip: { styleOverrides: { tooltip: { maxWidth: "12.5rem" } } },
    MuiSnackbarContent: { styleOverrides: { root: { width: "25rem", maxWidth: "calc(100vw - 2rem)" } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // a disabled field's explanation is still read: MUI's disabled grey (2.3:1) is too faint for it
    MuiFormHelperText: {
      styleOverrides: { root: { "&.Mui-disabled": { color: "var(--mui-palette-text-secondary)" } } },
    },
    // outlined chips write in their colour on white: orange (3.1:1) and light blue (3.9:1) fall
    // short of 4.5:1, so their words and border take a darker shade of the same hue
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.variant === "outlined" && (ownerState.color === "warning" || ownerState.color === "info")
            ? { color: OUTLINED_TEXT[ownerState.color], borderColor: OUTLINED_TEXT[ownerState.color] }
            : {},
      },
    },
  },
};

/**
 * One theme per language: MUI's own locale pack gives its components' texts and screen-reader
 * labels (pagination, autocomplete, alerts) in the interface language.
 */
const THEMES = { en: createTheme(base, enUS), da: createTheme(base, daDK) };

export const themeFor = (locale: string) => (locale === "da" ? THEMES.da : THEMES.en);
