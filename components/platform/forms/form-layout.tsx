"use client";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import { SubmitButton } from "./submit-button";

/** The frame of every edit form: title, fields, the stale-update notice and the actions. */
export function FormLayout(props: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  stale: boolean;
  cancelHref: string;
  children: ReactNode;
}) {
  const t = useTranslations("forms");
  return (
    <Paper
      component="form"
      onSubmit={props.onSubmit}
      noValidate
      aria-label={props.title}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}
    >
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {props.title}
        </Typography>
        {props.stale ? (
          <Alert severity="warning" role="alert">
            {t("stale")}
          </Alert>
        ) : null}
        {props.children}
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
          <Button component={AppLink} href={props.cancelHref}>
            {t("cancel")}
          </Button>
          <SubmitButton disabled={props.saving}>{t("save")}</SubmitButton>
        </Box>
      </Stack>
    </Paper>
  );
}
