import { Box, Paper, Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import type { FailedJob } from "@/lib/platform/jobs/failed";
import { RetryJobButton } from "./retry-job-button";

/** Failed jobs as cards that wrap on narrow screens: what, for whom, when, why, and "try again". */
export async function FailedJobCards({ jobs }: { jobs: FailedJob[] }) {
  const t = await getTranslations("failedJobs");
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });
  const kind = (name: string) => (t.has(`kinds.${name}`) ? t(`kinds.${name}`) : name);
  return (
    <Box component="ul" aria-label={t("title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 }}>
      {jobs.map((job) => (
        <Paper component="li" variant="outlined" key={job.id} sx={{ p: 2, minWidth: 0 }}>
          <Stack spacing={1}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {kind(job.name)}
            </Typography>
            <FactList
              facts={[
                ...(job.recipient ? [[t("recipient"), job.recipient] as [string, string]] : []),
                [t("failedDate"), when(job.failedDate)],
                [t("createdDate"), when(job.createdDate)],
                [t("attempts"), String(job.attempts)],
                [
                  t("error"),
                  <Box key="error" component="span" sx={{ overflowWrap: "anywhere" }}>
                    {job.error || t("noError")}
                  </Box>,
                ],
              ]}
            />
            <div>
              {job.retryable ? (
                <RetryJobButton id={job.id} label={kind(job.name)} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t("archived")}
                </Typography>
              )}
            </div>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
