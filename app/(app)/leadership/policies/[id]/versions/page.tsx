import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { VersionDiff, type VersionMeta } from "@/components/platform/rich-text/version-diff";
import { VersionPicker } from "@/components/platform/rich-text/version-picker";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { Section } from "@/components/platform/ui/section";
import { recordPage } from "@/lib/platform/pages/record";
import { diffText } from "@/lib/platform/rich-text/diff";
import { allPolicyRevisions, getPolicy } from "@/lib/modules/leadership/policies/data";
import type { PolicyRevisionDto } from "@/lib/modules/leadership/policies/dto";

export async function generateMetadata() {
  return { title: (await getTranslations("policies.compare"))("title") };
}

/** Any two revisions of a policy side by side (the title is compared with the text). */
export default async function PolicyVersionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("policies.compare");
  const tScope = await getTranslations("scope");
  const format = await getFormatter();
  const { context, record: policy } = await recordPage(params, getPolicy);
  if (!policy) return null;
  const [oldestFirst, query] = await Promise.all([allPolicyRevisions(context, policy.id), searchParams]);
  const revisions = [...oldestFirst].reverse();
  const meta = (revision: PolicyRevisionDto): VersionMeta => ({
    version: revision.version,
    author: revision.authorName,
    date: format.dateTime(revision.createdDate, "timestamp"),
    standards: revision.isoStandards.length
      ? revision.isoStandards.map((standard) => tScope(`isoStandards.${standard}`)).join(", ")
      : tScope("noStandards"),
  });
  const header = (
    <PageHeader
      title={`${t("title")}: ${policy.title}`}
      actions={<LinkButton href={`/leadership/policies/${policy.id}`}>{t("back")}</LinkButton>}
    />
  );
  if (revisions.length < 2) {
    const only = revisions[0] && meta(revisions[0]);
    return (
      <Stack spacing={3} sx={{ maxWidth: 1200 }}>
        {header}
        {only ? (
          <Notice>{t("nothingToCompare", { version: only.version, author: only.author, date: only.date })}</Notice>
        ) : null}
      </Stack>
    );
  }
  const pick = (value: string | string[] | undefined, fallback: PolicyRevisionDto) =>
    revisions.find((revision) => String(revision.version) === value) ?? fallback;
  const before = pick(query.from, revisions[1]);
  const after = pick(query.to, revisions[0]);
  // the title is part of what a revision records, so a changed title shows as a change too
  const text = (revision: PolicyRevisionDto) => `<h1>${escapeHtml(revision.title)}</h1>${revision.content}`;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      {header}
      <VersionPicker
        versions={revisions.map((revision) => {
          const { version, author, date } = meta(revision);
          return { version, label: tScope("compare.option", { version, author, date }) };
        })}
        from={before.version}
        to={after.version}
      />
      <VersionDiff parts={diffText(text(before), text(after))} before={meta(before)} after={meta(after)} />
      <Section title={t("notes")}>
        {revisions.map((revision) => (
          <Typography key={revision.id} variant="body2" sx={{ mb: 0.5 }}>
            {t("noteLine", {
              version: revision.version,
              author: revision.authorName,
              date: format.dateTime(revision.createdDate, "day"),
              note: revision.changeNote ?? t("noNote"),
            })}
          </Typography>
        ))}
      </Section>
    </Stack>
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
