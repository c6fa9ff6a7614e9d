"use client";
import { Button, Drawer, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";

/**
 * A phone's filters: a sheet from the bottom with the filters, the order and the export. Each
 * choice applies at once; the rows change behind the sheet.
 */
export function FilterSheet(props: {
  title: string;
  /** How many filters are set: "Clear filters" is offered when there are any. */
  count: number;
  onClear: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("grid.filterSheet");
  const headingId = useId();
  return (
    <Drawer
      anchor="bottom"
      open
      onClose={props.onClose}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-labelledby": headingId,
          sx: { p: 2, pb: 3, borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: "85vh" },
        },
      }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <Stack spacing={2}>{props.children}</Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: "flex-end" }}>
        {props.count ? <Button onClick={props.onClear}>{t("clear")}</Button> : null}
        <Button variant="contained" onClick={props.onClose}>
          {t("done")}
        </Button>
      </Stack>
    </Drawer>
  );
}
