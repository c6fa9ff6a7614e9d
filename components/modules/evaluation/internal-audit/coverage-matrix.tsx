import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { Tag, type TagColor } from "@/components/platform/ui/tag";
import type { CoverageStatus } from "@/lib/modules/evaluation/internal-audit/coverage";
import type { programmeCoverage } from "@/lib/modules/evaluation/internal-audit/data";

const COLORS: Record<CoverageStatus, TagColor> = { covered: "success", planned: "info", missing: "error" };
const STANDARDS = [undefined, "ISO_14001", "ISO_45001"] as const;

/**
 * The coverage matrix: each clause of the chosen standard with its last audit and the next one
 * planned, flagged when it falls outside the three-year certification cycle. The standard is
 * chosen with links (`?coverage=ISO_14001`), so the list above keeps its own filters.
 */
export async function CoverageMatrix({
  coverage,
  standard,
  hrefFor,
}: {
  coverage: Awaited<ReturnType<typeof programmeCoverage>>;
  standard: (typeof STANDARDS)[number];
  hrefFor: (standard: (typeof STANDARDS)[number]) => string;
}) {
  const t = await getTranslations("internalAudit.coverage");
  const format = await getFormatter();
  const danish = (await getLocale()) === "da";
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), "day");
  const missing = coverage.clauses.filter((row) => row.status === "missing").length;
  return (
    <Section title={t("title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("intro")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: "wrap" }} component="nav" aria-label={t("title")}>
        {STANDARDS.map((option) => (
          <Tag
            key={option ?? "both"}
            href={hrefFor(option)}
            variant={option === standard ? "filled" : "outlined"}
            color={option === standard ? "primary" : "default"}
            label={option ? option.replace("_", " ") : t("both")}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="coverage-missing">
        {`${t("statuses.missing")}: ${missing}`}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t("table")} data-testid="coverage-matrix">
          <TableHead>
            <TableRow>
              <TableCell>{t("clause")}</TableCell>
              <TableCell>{t("last")}</TableCell>
              <TableCell>{t("next")}</TableCell>
              <TableCell>{t("status")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coverage.clauses.map((row) => (
              <TableRow key={row.ref}>
                <TableCell sx={{ pl: row.parent ? 4 : 2 }}>
                  {`${standard ? "" : `${row.standard.replace("ISO_", "")} `}${row.clause} ${danish ? row.titleDa : row.titleEn}`}
                </TableCell>
                <TableCell>
                  {row.last ? (
                    <Link href={`/evaluation/internal-audit/${row.last.auditId}`}>{day(row.last.date)}</Link>
                  ) : (
                    "–"
                  )}
                </TableCell>
                <TableCell>
                  {row.next ? (
                    <Link href={`/evaluation/internal-audit/${row.next.auditId}`}>{day(row.next.date)}</Link>
                  ) : (
                    "–"
                  )}
                </TableCell>
                <TableCell>
                  <Tag size="small" color={COLORS[row.status]} label={t(`statuses.${row.status}`)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
