"use client";
import { TextField, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslations } from "next-intl";
import { choicesOf, type AnswerChoiceName } from "@/lib/modules/evaluation/questionnaires/choices";
import type { Question } from "@/lib/modules/evaluation/questionnaires/content";

export type AnswerDraft = { choice: AnswerChoiceName | null; scale: number | null; number: string; text: string };

/**
 * The control a question's kind asks for, made for a thumb: a row of large buttons for a grade,
 * yes / no or a scale step, a number with its unit, or a text. A photo question has no value of its
 * own: its photos are the answer.
 */
export function AnswerControl(props: {
  question: Question;
  label: string;
  draft: AnswerDraft;
  error?: string;
  disabled: boolean;
  onChange: (draft: AnswerDraft) => void;
}) {
  const t = useTranslations("questionnaires");
  const { question, draft, disabled } = props;
  const buttons = (
    values: { value: string; label: string }[],
    current: string | null,
    pick: (value: string) => void,
  ) => (
    <ToggleButtonGroup
      exclusive
      value={current}
      onChange={(_event, value: string | null) => value !== null && pick(value)}
      aria-label={props.label}
      disabled={disabled}
      sx={{
        flexWrap: "wrap",
        gap: 0.5,
        "& .MuiToggleButton-root": { minHeight: 44, border: 1, borderColor: "divider" },
      }}
    >
      {values.map((option) => (
        <ToggleButton key={option.value} value={option.value} size="small">
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  switch (question.kind) {
    case "FINDING":
    case "YES_NO":
      return buttons(
        choicesOf(question.kind).map((value) => ({ value, label: t(`choices.${value}`) })),
        draft.choice,
        (value) => props.onChange({ ...draft, choice: value as AnswerChoiceName }),
      );
    case "SCALE":
      return buttons(
        Array.from({ length: question.scaleMax ?? 5 }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        })),
        draft.scale === null ? null : String(draft.scale),
        (value) => props.onChange({ ...draft, scale: Number(value) }),
      );
    case "NUMBER":
      return (
        <TextField
          label={question.unit ? `${props.label} (${question.unit})` : props.label}
          value={draft.number}
          onChange={(event) => props.onChange({ ...draft, number: event.target.value })}
          inputMode="decimal"
          disabled={disabled}
          error={!!props.error}
          helperText={props.error}
          sx={{ maxWidth: 240 }}
        />
      );
    case "TEXT":
      return (
        <TextField
          label={props.label}
          value={draft.text}
          onChange={(event) => props.onChange({ ...draft, text: event.target.value })}
          disabled={disabled}
          multiline
          minRows={2}
          fullWidth
          error={!!props.error}
          helperText={props.error}
        />
      );
    case "PHOTO":
      return null;
  }
}
