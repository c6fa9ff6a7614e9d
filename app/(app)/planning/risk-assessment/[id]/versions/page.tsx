import { getTranslations } from "next-intl/server";
import { RevisionComparison } from "@/components/platform/rich-text/revision-comparison";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { recordPage } from "@/lib/platform/pages/record";
import { escapeHtml } from "@/lib/platform/rich-text/escape-html";
import { getAssessment, listRevisions } from "@/lib/modules/planning/risk-assessment/data";

export async function generateMetadata() {
  return { title: (await getTranslations("riskAssessment.compare"))("title") };
}

/** A revision's text as the comparison reads it: the title, then a paragraph per line. */
const revisionHtml = (revision: { title: string; content: string }) =>
  `<h1>${escapeHtml(revision.title)}</h1>${revision.content
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("")}`;

/** Any two revisions of a risk assessment side by side, with every revision's change note. */
async function AssessmentVersionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("riskAssessment.compare");
  const { context, record: assessment } = await recordPage(params, getAssessment);
  if (!assessment) return null;
  const [newestFirst, query] = await Promise.all([listRevisions(context, assessment.id), searchParams]);
  return (
    <RevisionComparison
      messages="riskAssessment.compare"
      recordTitle={assessment.title}
      backHref={`/planning/risk-assessment/${assessment.id}`}
      revisions={[...newestFirst].reverse()}
      query={query}
      aboutRevision={(revision) => t("about", { title: revision.title })}
      textOf={revisionHtml}
    />
  );
}

export default withClientMessages(AssessmentVersionsPage, "(app)/planning/risk-assessment/[id]/versions");
