import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Section } from "@/components/platform/ui/section";
import type { AspectEvidence } from "@/lib/modules/planning/aspects/dto";

type Figure = { current: string | null; previous: string | null; unit: string };

/**
 * The measured figures behind an aspect in one table: each linked meter's consumption and CO2, each
 * waste arrangement's tonnes, the last twelve whole months beside the twelve before with the change,
 * and each registered chemical's amount on hand.
 */
export async function EvidenceSection({ evidence }: { evidence: AspectEvidence }) {
  const t = await getTranslations("aspects.evidence");
  const format = await getFormatter();
  const month = (text: string) =>
    format.dateTime(new Date(`${text}-01T12:00:00Z`), { month: "short", year: "numeric" });
  const lastMonth = (() => {
    const [year, number] = evidence.period.to.split("-").map(Number);
    return number === 1 ? `${year! - 1}-12` : `${year}-${String(number! - 1).padStart(2, "0")}`;
  })();
  const amount = (value: string | null, unit: string) =>
    value === null ? t("missing") : `${format.number(Number(value), { maximumFractionDigits: 3 })} ${unit}`;
  const change = (figure: Figure) => {
    if (figure.current === null || figure.previous === null || Number(figure.previous) === 0) return "–";
    const ratio = Number(figure.current) / Number(figure.previous) - 1;
    return format.number(ratio, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  };
  const rows: { key: string; record: ReactNode; label: string; figure: Figure; note?: string }[] = [
    ...evidence.meters.flatMap((meter) => [
      {
        key: `${meter.id}-quantity`,
        record: <Link href={`/monitoring/meters/${meter.id}`}>{meter.name}</Link>,
        label: t("consumption"),
        figure: meter.quantity,
      },
      {
        key: `${meter.id}-co2`,
        record: meter.name,
        label: t("co2"),
        figure: meter.co2Tonnes,
        note: meter.co2Incomplete ? t("co2Incomplete") : undefined,
      },
    ]),
    ...evidence.wasteArrangements.map((arrangement) => ({
      key: arrangement.id,
      record: arrangement.name,
      label: t("waste"),
      figure: arrangement.tonnes,
    })),
  ];
  const empty = rows.length === 0 && evidence.chemicals.length === 0;
  return (
    <Section title={t("title")}>
      {empty ? (
        <Typography color="text.secondary">{t("none")}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("intro", { from: month(evidence.period.from), to: month(lastMonth) })}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t("title")} data-testid="aspect-evidence">
              <TableHead>
                <TableRow>
                  <TableCell>{t("record")}</TableCell>
                  <TableCell>{t("figure")}</TableCell>
                  <TableCell align="right">{t("current")}</TableCell>
                  <TableCell align="right">{t("previous")}</TableCell>
                  <TableCell align="right">{t("change")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell>{row.record}</TableCell>
                    <TableCell>
                      {row.label}
                      {row.note ? (
                        <Typography variant="caption" component="p" color="warning.main">
                          {row.note}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{amount(row.figure.current, row.figure.unit)}</TableCell>
                    <TableCell align="right">{amount(row.figure.previous, row.figure.unit)}</TableCell>
                    <TableCell align="right">{change(row.figure)}</TableCell>
                  </TableRow>
                ))}
                {evidence.chemicals.map((chemical) => (
                  <TableRow key={chemical.id}>
                    <TableCell>
                      <Link href={`/chemicals/my-chemicals/${chemical.id}`}>{chemical.name}</Link>
                    </TableCell>
                    <TableCell>
                      {t("onHand")}
                      <Typography variant="caption" component="p" color="text.secondary">
                        {t("noHistory")}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">
                      {chemical.amount === null ? t("missing") : amount(chemical.amount, chemical.unit ?? "")}
                    </TableCell>
                    <TableCell align="right">–</TableCell>
                    <TableCell align="right">–</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Section>
  );
}
