"use client";
import TuneIcon from "@mui/icons-material/Tune";
import { Button, Drawer, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";

/**
 * A phone's filters: one button naming how many are set, opening a sheet from the bottom with the
 * filters, the order and the export. Each choice applies at once; the rows change behind the sheet.
 */
export function FilterSheet(props: {
  /** How many filters the URL sets (the search box not counted: it stays in view). */
  count: number;
  /** Whether the list has filters at all (else the sheet holds only the order and the export). */
  hasFilters: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("grid.filterSheet");
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const title = props.hasFilters ? t("title") : t("titleWithoutFilters");
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ flexShrink: 0 }}
      >
        {props.count ? t("buttonWithCount", { count: props.count }) : title}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": headingId,
            sx: { p: 2, pb: 3, borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: "85vh" },
          },
        }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{props.children}</Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: "flex-end" }}>
          {props.count ? <Button onClick={props.onClear}>{t("clear")}</Button> : null}
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t("done")}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
