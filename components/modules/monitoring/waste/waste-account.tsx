import { Box, Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { Section } from "@/components/platform/ui/section";
import type { WasteAccountDto } from "@/lib/modules/monitoring/waste/dto";
import { AccountCharts } from "./account-charts";
import { FigureTable } from "./figure-table";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/**
 * The waste account of a year: key figures, charts, the tables by treatment, hazard, waste type and
 * handler, and the quantities that cannot be weighed, listed apart. Server-rendered; the charts are
 * the one client island.
 */
export async function WasteAccount({ account, organizationId }: { account: WasteAccountDto; organizationId: string }) {
  const t = await getTranslations("waste");
  const format = await getFormatter();
  const locale = await getLanguage();
  const { year } = account;
  const tonnes = (value: number) => t("account.tonnes", { value: format.number(value, { maximumFractionDigits: 3 }) });
  const percent = (value: number | null) =>
    value === null ? t("account.noChange") : format.number(value, { style: "percent", maximumFractionDigits: 1 });
  const headings: [string, string, string] = [
    "",
    t("account.thisYear", { year }),
    t("account.lastYear", { year: year - 1 }),
  ];
  const figures = (value: number) => format.number(value, { maximumFractionDigits: 3 });
  const pair = (row: { tonnes: number; previousTonnes: number }): [string, string] => [
    figures(row.tonnes),
    figures(row.previousTonnes),
  ];
  const monthLabels = account.byMonth.map((row) =>
    new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(year, row.month - 1, 1)),
    ),
  );
  const hazardous = account.byHazard.find((row) => row.hazardous)!;
  const base = `/api/v1/organizations/${organizationId}/waste-account`;
  const name = (row: { nameEn: string; nameDa: string | null }) => (locale === "da" && row.nameDa) || row.nameEn;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <LinkButton href={`/monitoring/waste?view=account&year=${year - 1}`} variant="outlined">
          ‹ {year - 1}
        </LinkButton>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          {t("account.table", { year })}
        </Typography>
        <LinkButton href={`/monitoring/waste?view=account&year=${year + 1}`} variant="outlined">
          {year + 1} ›
        </LinkButton>
        <Box sx={{ flexGrow: 1 }} />
        <LinkButton href={`${base}?year=${year}&format=xlsx`} variant="text">
          {t("account.exportXlsx")}
        </LinkButton>
        <LinkButton href={`${base}?year=${year}&format=csv`} variant="text">
          {t("account.exportCsv")}
        </LinkButton>
      </Stack>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" }, gap: 2, m: 0 }}
      >
        {[
          [t("account.total"), tonnes(account.tonnes)],
          [t("account.change", { year: year - 1 }), percent(account.change)],
          [t("account.recyclingRate"), percent(account.recyclingRate)],
          [t("account.hazardous"), tonnes(hazardous.tonnes)],
        ].map(([label, value]) => (
          <Box key={label} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={label}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {account.tonnes === 0 && account.previousTonnes === 0 && account.unconverted.length === 0 ? (
        <Notice>{t("account.empty", { year })}</Notice>
      ) : (
        <>
          <Section>
            <AccountCharts account={account} monthLabels={monthLabels} />
          </Section>
          {account.unconverted.length ? (
            <Section title={t("account.unconverted")}>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t("account.unconvertedHelp")}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {account.unconverted.map((row) => (
                  <li key={row.arrangementId}>
                    {row.handlerName}, {row.arrangementName}:{" "}
                    {t("account.unconvertedRow", {
                      quantity: format.number(Number(row.quantity), { maximumFractionDigits: 3 }),
                      unit: t(`units.${row.unit}`),
                      count: row.registrations,
                    })}
                  </li>
                ))}
              </Box>
            </Section>
          ) : null}
          <Section>
            <Stack spacing={3}>
              <FigureTable
                caption={t("account.byTreatment")}
                headings={headings}
                empty=""
                rows={account.byTreatment.map((row) => ({
                  key: row.group,
                  label: t(`treatmentGroups.${row.group}`),
                  values: pair(row),
                }))}
              />
              <FigureTable
                caption={t("account.byHazard")}
                headings={headings}
                empty=""
                rows={account.byHazard.map((row) => ({
                  key: String(row.hazardous),
                  label: t(row.hazardous ? "account.hazardous" : "account.nonHazardous"),
                  values: pair(row),
                }))}
              />
              <FigureTable
                caption={t("account.byWasteType")}
                headings={headings}
                empty={t("account.empty", { year })}
                rows={account.byWasteType.map((row) => ({
                  key: row.wasteTypeId,
                  label: `${row.code}${row.hazardous ? "*" : ""} ${name(row)}`,
                  values: pair(row),
                }))}
              />
              <FigureTable
                caption={t("account.byHandler")}
                headings={headings}
                empty={t("account.empty", { year })}
                rows={account.byHandler.map((row) => ({ key: row.handlerId, label: row.name, values: pair(row) }))}
              />
            </Stack>
          </Section>
        </>
      )}
    </Stack>
  );
}
