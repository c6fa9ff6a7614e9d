import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Stack } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { VersionDiff, type VersionMeta } from "@/components/platform/rich-text/version-diff";
import { VersionPicker } from "@/components/platform/rich-text/version-picker";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listScopeRevisions } from "@/lib/modules/organization/scope/data";
import { diffText } from "@/lib/platform/rich-text/diff";
import { Notice } from "@/components/platform/ui/notice";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Revision = Awaited<ReturnType<typeof listScopeRevisions>>["content"][number];

export async function generateMetadata() {
  return { title: (await getTranslations("scope.compare"))("title") };
}

/** Every revision, newest first, a page at a time (the list endpoint's largest page is 100). */
async function allRevisions(context: OrgContext): Promise<Revision[]> {
  const revisions: Revision[] = [];
  for (let page = 0; ; page++) {
    const { totalElements, content } = await listScopeRevisions(context, { page, size: 100 });
    revisions.push(...content);
    if (!content.length || revisions.length >= totalElements) return revisions;
  }
}

async function ScopeVersionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("scope");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const [revisions, query] = await Promise.all([allRevisions(context), searchParams]);
  const meta = (revision: Revision): VersionMeta => ({
    version: revision.version,
    author: revision.authorName,
    date: format.dateTime(revision.createdDate, "timestamp"),
    standards: revision.isoStandards.length
      ? revision.isoStandards.map((standard) => t(`isoStandards.${standard}`)).join(", ")
      : t("noStandards"),
  });
  const header = (
    <PageHeader
      title={t("compare.title")}
      actions={
        <LinkButton href="/organization/scope" startIcon={<ArrowBackIcon />}>
          {t("compare.back")}
        </LinkButton>
      }
    />
  );
  if (revisions.length < 2) {
    const only = revisions[0] && meta(revisions[0]);
    return (
      <Stack spacing={3} sx={{ maxWidth: 1200 }}>
        {header}
        <Notice>
          {only
            ? t("compare.nothingToCompare", { version: only.version, author: only.author, date: only.date })
            : t("compare.noScope")}
        </Notice>
      </Stack>
    );
  }
  const pick = (value: string | string[] | undefined, fallback: Revision) =>
    revisions.find((revision) => String(revision.version) === value) ?? fallback;
  const before = pick(query.from, revisions[1]);
  const after = pick(query.to, revisions[0]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      {header}
      <VersionPicker
        versions={revisions.map((revision) => {
          const { version, author, date } = meta(revision);
          return { version, label: t("compare.option", { version, author, date }) };
        })}
        from={before.version}
        to={after.version}
      />
      <VersionDiff parts={diffText(before.content, after.content)} before={meta(before)} after={meta(after)} />
    </Stack>
  );
}

export default withClientMessages(ScopeVersionsPage, "(app)/organization/scope/versions");
