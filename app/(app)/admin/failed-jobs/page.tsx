import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { FailedJobCards } from "@/components/platform/jobs/failed-job-cards";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { listFailedJobs } from "@/lib/platform/jobs/failed";
import { failedJobQuerySchema } from "@/lib/platform/jobs/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("failedJobs"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Background jobs that used up their retries, newest first, a page at a time. */
async function FailedJobsPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("failedJobs");
  const parsed = failedJobQuerySchema.safeParse(await searchParams);
  const { page, size } = parsed.success ? parsed.data : { page: 0, size: 25 };
  const { totalElements, content } = await listFailedJobs(page, size);
  const pages = Math.max(1, Math.ceil(totalElements / size));
  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      {content.length ? <FailedJobCards jobs={content} /> : <Typography>{t("none")}</Typography>}
      {pages > 1 ? (
        <Stack component="nav" aria-label={t("pages")} direction="row" spacing={2} sx={{ alignItems: "center" }}>
          {page > 0 ? <LinkButton href={`?page=${page - 1}`}>{t("previous")}</LinkButton> : null}
          <Typography>{t("pageOf", { page: page + 1, pages })}</Typography>
          {page + 1 < pages ? <LinkButton href={`?page=${page + 1}`}>{t("next")}</LinkButton> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

export default withClientMessages(FailedJobsPage, "(app)/admin/failed-jobs");
