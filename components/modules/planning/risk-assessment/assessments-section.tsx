import { Box, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import { calendarToday } from "@/lib/platform/recurrence/due-status";

type Row = {
  id: string;
  title: string;
  isApv: boolean;
  hazardCount: number;
  nextReviewDate: string | null;
  area: { name: string } | null;
};

/** The organization's assessments: what each covers, how many hazards, when it is next reviewed. */
export async function AssessmentsSection({ rows }: { rows: Row[] }) {
  const t = await getTranslations("riskAssessment");
  const format = await getFormatter();
  const today = calendarToday().toISOString().slice(0, 10);
  return (
    <Section title={t("assessments")}>
      {rows.length === 0 ? <Typography color="text.secondary">{t("emptyEditor")}</Typography> : null}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="assessments">
        {rows.map((row) => {
          const overdue = row.nextReviewDate !== null && row.nextReviewDate < today;
          return (
            <Box
              component="li"
              key={row.id}
              sx={{
                display: "flex",
                flexWrap: "wrap",
                gap: 1,
                alignItems: "center",
                py: 0.75,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Link href={`/planning/risk-assessment/${row.id}`}>{row.title}</Link>
              {row.isApv ? <Tag size="small" variant="outlined" label={t("apv")} /> : null}
              <Typography variant="body2" color="text.secondary">
                {[row.area?.name, `${t("fields.hazardCount")}: ${row.hazardCount}`].filter(Boolean).join(" · ")}
              </Typography>
              {row.nextReviewDate ? (
                <Tag
                  size="small"
                  color={overdue ? "error" : "default"}
                  variant={overdue ? "filled" : "outlined"}
                  label={t("review.due", { date: format.dateTime(new Date(row.nextReviewDate), "day") })}
                />
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
