import { getTranslations } from "next-intl/server";
import { RevisionComparison } from "@/components/platform/rich-text/revision-comparison";
import { recordPage } from "@/lib/platform/pages/record";
import { escapeHtml } from "@/lib/platform/rich-text/escape-html";
import { allProcedureRevisions, getProcedure } from "@/lib/modules/operation/procedures/data";
import type { ProcedureRevisionDto } from "@/lib/modules/operation/procedures/dto";
import { languagesOf } from "@/lib/modules/operation/procedures/choices";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("procedures.compare"))("title") };
}

/** Any two revisions of a procedure side by side: both languages, each title with its text. */
async function ProcedureVersionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("procedures");
  const { context, record: procedure } = await recordPage(params, getProcedure);
  if (!procedure) return null;
  const [revisions, query] = await Promise.all([allProcedureRevisions(context, procedure.id), searchParams]);
  // each language's title and text in turn, so a change in either shows where it is
  const textOf = (revision: ProcedureRevisionDto) =>
    (
      [
        [t("languageNames.en"), revision.titleEn, revision.contentEn],
        [t("languageNames.da"), revision.titleDa, revision.contentDa],
      ] as const
    )
      .filter(([, title]) => title)
      .map(([name, title, content]) => `<h2>${escapeHtml(name)}: ${escapeHtml(title!)}</h2>${content ?? ""}`)
      .join("");
  return (
    <RevisionComparison
      messages="procedures.compare"
      recordTitle={procedure.title}
      backHref={`/operation/procedures/${procedure.id}`}
      revisions={revisions}
      query={query}
      aboutRevision={(revision) =>
        languagesOf(revision)
          .map((language) => t(`languageNames.${language}`))
          .join(", ")
      }
      textOf={textOf}
    />
  );
}

export default withClientMessages(ProcedureVersionsPage, "(app)/operation/procedures/[id]/versions");
