import { Box, Typography } from "@mui/material";
import { visuallyHidden } from "@/components/platform/rich-text/diff-marks";
import Link from "@/components/platform/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { HeatMapCell } from "@/lib/modules/planning/risk-assessment/data";
import { LEVEL_COLOURS } from "@/lib/modules/planning/risk-assessment/levels";
import type { ScaleStep } from "@/lib/modules/planning/risk-assessment/matrix";

const label = (step: ScaleStep, locale: string) => (locale === "da" ? step.labelDa : step.labelEn);

/**
 * The heat map: the matrix in force as a table, likelihood from most to least down the side and
 * severity across, each cell in its level's colour with its hazards before and after the additional
 * controls. Each count links to the register filtered to that cell; being a table, it is its own
 * table behind the chart.
 */
export async function HeatMap(props: {
  matrix: { likelihoods: ScaleStep[]; severities: ScaleStep[]; version: number };
  cells: HeatMapCell[];
  /** The register's address with the other filters kept. */
  cellHref: (cell: { likelihood: number; severity: number; stage: "inherent" | "residual" }) => string;
}) {
  const t = await getTranslations("riskAssessment");
  const locale = await getLocale();
  const likelihoods = props.matrix.likelihoods.map((step, index) => ({ step, value: index + 1 })).reverse();
  const cell = (likelihood: number, severity: number) =>
    props.cells.find((entry) => entry.likelihood === likelihood && entry.severity === severity)!;
  return (
    <Section title={t("heatMap.title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("heatMap.intro")}
      </Typography>
      {/* a phone scrolls the table sideways: the region takes the focus so a keyboard scrolls it too */}
      <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("heatMap.title")}>
        <Box
          component="table"
          data-testid="heat-map"
          sx={{ borderCollapse: "separate", borderSpacing: 4, minWidth: 480 }}
        >
          <caption style={{ captionSide: "bottom", textAlign: "left", fontSize: "0.8125rem" }}>
            {`${t("heatMap.likelihood")} ↓ · ${t("heatMap.severity")} → · ${t("matrix.version")} ${props.matrix.version}`}
          </caption>
          <thead>
            <tr>
              <th scope="col" />
              {props.matrix.severities.map((step, index) => (
                <Box component="th" scope="col" key={index} sx={{ fontSize: "0.8125rem", fontWeight: 600, p: 0.5 }}>
                  {`${index + 1} ${label(step, locale)}`}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {likelihoods.map(({ step, value }) => (
              <tr key={value}>
                <Box
                  component="th"
                  scope="row"
                  sx={{ fontSize: "0.8125rem", fontWeight: 600, textAlign: "right", pr: 1 }}
                >
                  {`${value} ${label(step, locale)}`}
                </Box>
                {props.matrix.severities.map((_, index) => {
                  const entry = cell(value, index + 1);
                  const colours = LEVEL_COLOURS[entry.level];
                  return (
                    <Box
                      component="td"
                      key={index}
                      data-cell={`${value}x${index + 1}`}
                      sx={{
                        background: colours.background,
                        color: colours.text,
                        minWidth: 72,
                        height: 56,
                        textAlign: "center",
                        borderRadius: 1,
                        "& a": { color: colours.text, fontWeight: 600 },
                      }}
                    >
                      {(["inherent", "residual"] as const).map((stage) => {
                        const count = entry[stage];
                        const text = `${count} ${t(`heatMap.${stage}`)}`;
                        return (
                          <div key={stage} style={{ fontSize: "0.8125rem" }}>
                            {count ? (
                              <Link href={props.cellHref({ likelihood: value, severity: index + 1, stage })}>
                                {text}
                                {/* the cell, for a screen reader's list of links; the name starts with what is seen */}
                                <Box component="span" sx={visuallyHidden}>{` · ${value}×${index + 1}`}</Box>
                              </Link>
                            ) : (
                              <span>{text}</span>
                            )}
                          </div>
                        );
                      })}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Section>
  );
}
