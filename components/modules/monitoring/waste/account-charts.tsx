"use client";
import { Box, Stack, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { PieChart } from "@mui/x-charts/PieChart";
import { useTranslations } from "next-intl";
import type { WasteAccountDto } from "@/lib/modules/monitoring/waste/dto";

/** Tonnes per month against the year before, and the split by treatment. Labels come from the server. */
export function AccountCharts(props: { account: WasteAccountDto; monthLabels: string[] }) {
  const t = useTranslations("waste");
  const { account } = props;
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1">
          {t("account.byMonth")}
        </Typography>
        <BarChart
          height={280}
          xAxis={[{ data: props.monthLabels, scaleType: "band" }]}
          series={[
            { id: "year", label: String(account.year), data: account.byMonth.map((month) => month.tonnes) },
            {
              id: "previous",
              label: String(account.year - 1),
              data: account.byMonth.map((month) => month.previousTonnes),
            },
          ]}
          slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1">
          {t("account.byTreatment")}
        </Typography>
        <PieChart
          height={280}
          series={[
            {
              innerRadius: 50,
              data: account.byTreatment.map((row) => ({
                id: row.group,
                value: row.tonnes,
                label: t(`treatmentGroups.${row.group}`),
              })),
            },
          ]}
          slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
        />
      </Box>
    </Stack>
  );
}
