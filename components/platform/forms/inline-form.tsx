"use client";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import { SubmitButton } from "./submit-button";

/**
 * A form in place on a record's page (a hazard, an action's progress, a review): its name, an
 * optional heading and intro, the stale-update notice, the fields, and cancel and submit below.
 * `FormLayout` is the whole-page form; this one sits among a page's sections.
 */
export function InlineForm(props: {
  /** The form's accessible name. */
  label: string;
  heading?: { text: string; level: "h2" | "h3" };
  intro?: string;
  stale: boolean;
  saving: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancel?: { href: string; label: string };
  /** "paper": a card of its own; "outlined": a card within a section; "plain": no frame. */
  frame?: "paper" | "outlined" | "plain";
  id?: string;
  children: ReactNode;
}) {
  const t = useTranslations("forms");
  const frame = props.frame ?? "paper";
  const content = (
    <Stack spacing={2}>
      {props.heading ? (
        <Typography
          variant={props.heading.level === "h2" ? "h6" : "subtitle1"}
          component={props.heading.level}
          sx={{ fontWeight: props.heading.level === "h3" ? 600 : undefined }}
        >
          {props.heading.text}
        </Typography>
      ) : null}
      {props.intro ? (
        <Typography variant="body2" color="text.secondary">
          {props.intro}
        </Typography>
      ) : null}
      {props.stale ? (
        <Alert severity="warning" role="alert">
          {t("stale")}
        </Alert>
      ) : null}
      {props.children}
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        {props.cancel ? (
          <Button component={AppLink} href={props.cancel.href}>
            {props.cancel.label}
          </Button>
        ) : null}
        <SubmitButton disabled={props.saving}>{props.submitLabel}</SubmitButton>
      </Box>
    </Stack>
  );
  const form = {
    component: "form" as const,
    onSubmit: props.onSubmit,
    noValidate: true,
    "aria-label": props.label,
    id: props.id,
  };
  if (frame === "plain") return <Box {...form}>{content}</Box>;
  return (
    <Paper
      {...form}
      variant={frame === "outlined" ? "outlined" : "elevation"}
      sx={{ p: { xs: 2, sm: frame === "outlined" ? 2.5 : 3 } }}
    >
      {content}
    </Paper>
  );
}
