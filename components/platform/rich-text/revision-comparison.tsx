import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { VersionDiff, type VersionMeta } from "@/components/platform/rich-text/version-diff";
import { VersionPicker } from "@/components/platform/rich-text/version-picker";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { Section } from "@/components/platform/ui/section";
import { diffText } from "@/lib/platform/rich-text/diff";

type Revision = { id: string; version: number; authorName: string; createdDate: Date; changeNote: string | null };

/**
 * Any two revisions of a rich-text record side by side, with a picker for the pair (`?from=&to=`,
 * the two newest by default) and every revision's change note. The record decides what a
 * revision's text is (its title belongs to it, so a changed title shows as a change) and what is
 * said about it beside the author and date.
 */
export async function RevisionComparison<R extends Revision>({
  messages,
  recordTitle,
  backHref,
  revisions: oldestFirst,
  query,
  aboutRevision,
  textOf,
}: {
  messages: "policies.compare" | "procedures.compare" | "riskAssessment.compare";
  recordTitle: string;
  backHref: string;
  revisions: R[];
  query: Record<string, string | string[] | undefined>;
  aboutRevision: (revision: R) => string;
  textOf: (revision: R) => string;
}) {
  const t = await getTranslations(messages);
  const tScope = await getTranslations("scope");
  const format = await getFormatter();
  const revisions = [...oldestFirst].reverse();
  const meta = (revision: R): VersionMeta => ({
    version: revision.version,
    author: revision.authorName,
    date: format.dateTime(revision.createdDate, "timestamp"),
    standards: aboutRevision(revision),
  });
  const page = (children: ReactNode) => (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={`${t("title")}: ${recordTitle}`}
        actions={<LinkButton href={backHref}>{t("back")}</LinkButton>}
      />
      {children}
    </Stack>
  );
  if (revisions.length < 2) {
    const only = revisions[0] && meta(revisions[0]);
    return page(
      only ? (
        <Notice>{t("nothingToCompare", { version: only.version, author: only.author, date: only.date })}</Notice>
      ) : null,
    );
  }
  const pick = (value: string | string[] | undefined, fallback: R) =>
    revisions.find((revision) => String(revision.version) === value) ?? fallback;
  const before = pick(query.from, revisions[1]);
  const after = pick(query.to, revisions[0]);
  return page(
    <>
      <VersionPicker
        versions={revisions.map((revision) => {
          const { version, author, date } = meta(revision);
          return { version, label: tScope("compare.option", { version, author, date }) };
        })}
        from={before.version}
        to={after.version}
      />
      <VersionDiff parts={diffText(textOf(before), textOf(after))} before={meta(before)} after={meta(after)} />
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
    </>,
  );
}
