"use client";
import { Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller, type Control } from "react-hook-form";
import type { StatementDetail } from "@/lib/modules/admin/chemicals/schema";

type Details = StatementDetail[];

/**
 * The product's own words where its hazard statements ask for them (CLP's bracketed instructions:
 * the organs affected, the route of exposure), in English and Danish, from its safety data sheet.
 * A statement left blank prints its generic text.
 */
export function StatementDetailsFields(props: {
  // the form's control, narrowed to the one field this edits
  control: Control<{ statementDetails: Details }>;
  /** The product's hazard statements. */
  codes: string[];
  /** Per statement that asks for details, CLP's instructions in the interface language, in order. */
  instructions: Record<string, string[]>;
}) {
  const t = useTranslations("chemicals.statementDetails");
  const asking = props.codes.filter((code) => props.instructions[code]?.length);
  if (!asking.length) return null;
  return (
    <Controller
      control={props.control}
      name="statementDetails"
      render={({ field }) => {
        const details: Details = field.value ?? [];
        const fillOf = (code: string, language: "en" | "da", index: number) =>
          details.find((detail) => detail.code === code)?.[language][index] ?? "";
        const setFill = (code: string, language: "en" | "da", index: number, value: string) => {
          const count = props.instructions[code].length;
          const current = details.find((detail) => detail.code === code) ?? { code, en: [], da: [] };
          const fills = Array.from({ length: count }, (_, i) => (i === index ? value : (current[language][i] ?? "")));
          const next = { ...current, [language]: fills };
          field.onChange([...details.filter((detail) => detail.code !== code), next]);
        };
        return (
          <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1">
              {t("title")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("intro")}
            </Typography>
            {asking.map((code) => (
              <Stack key={code} spacing={1} data-statement-details={code}>
                <Typography variant="subtitle2">{code}</Typography>
                {props.instructions[code].map((instruction, index) => (
                  <Stack key={index} direction={{ xs: "column", sm: "row" }} spacing={1}>
                    {(["en", "da"] as const).map((language) => (
                      <TextField
                        key={language}
                        size="small"
                        fullWidth
                        label={`${code}, ${t(`languages.${language}`)}: ${instruction}`}
                        value={fillOf(code, language, index)}
                        onChange={(event) => setFill(code, language, index, event.target.value)}
                        slotProps={{ htmlInput: { maxLength: 300 } }}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        );
      }}
    />
  );
}
