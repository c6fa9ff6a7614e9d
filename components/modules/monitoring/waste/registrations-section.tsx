import AddIcon from "@mui/icons-material/Add";
import { Box, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ImportButton } from "@/components/platform/imports/import-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import type { BulkRegistrationDto } from "@/lib/modules/monitoring/waste/dto";

const STATEMENT_COLUMNS = ["performedAt", "arrangement", "quantity", "unit", "note"] as const;

/** A handler's latest registrations, newest first, each with its quantities. */
export async function RegistrationsSection(props: {
  handlerId: string;
  registrations: BulkRegistrationDto[];
  canRegister: boolean;
  /** Where a statement is imported (the handler's registrations). */
  importEndpoint: string;
}) {
  const t = await getTranslations("waste");
  const format = await getFormatter();
  const base = `/monitoring/waste/${props.handlerId}/registrations`;
  // calendar dates are UTC midnights; formatting them in UTC keeps the day
  const day = (value: string) =>
    format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Section title={t("registrations.title")}>
      <Stack spacing={1.5}>
        {props.canRegister ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <LinkButton href={`${base}/new`} variant="outlined" startIcon={<AddIcon />}>
              {t("registrations.add")}
            </LinkButton>
            <ImportButton
              endpoint={props.importEndpoint}
              title={t("import.title")}
              columns={STATEMENT_COLUMNS.map((name) => ({ name, label: t(`import.columns.${name}`) }))}
              mappable
              messages="waste.import"
            />
          </Stack>
        ) : null}
        {props.registrations.length === 0 ? (
          <Typography color="text.secondary">{t("registrations.empty")}</Typography>
        ) : null}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {props.registrations.map((registration) => (
            <Box
              component="li"
              key={registration.id}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
            >
              <AppLink href={`${base}/${registration.id}/edit`}>
                {registration.periodFrom
                  ? t("registrations.period", { from: day(registration.periodFrom), to: day(registration.performedAt) })
                  : day(registration.performedAt)}
              </AppLink>
              <Typography variant="body2" color="text.secondary">
                {registration.lines
                  .map(
                    (line) =>
                      `${line.arrangementName}: ${format.number(Number(line.quantity), { maximumFractionDigits: 3 })} ${t(`units.${line.unit}`)}`,
                  )
                  .join(" · ")}
              </Typography>
              {registration.note ? <Typography variant="body2">{registration.note}</Typography> : null}
            </Box>
          ))}
        </Box>
      </Stack>
    </Section>
  );
}
