import { getTranslations } from "next-intl/server";
import { RevisionComparison } from "@/components/platform/rich-text/revision-comparison";
import { recordPage } from "@/lib/platform/pages/record";
import { escapeHtml } from "@/lib/platform/rich-text/escape-html";
import { allPolicyRevisions, getPolicy } from "@/lib/modules/leadership/policies/data";
import type { PolicyRevisionDto } from "@/lib/modules/leadership/policies/dto";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("policies.compare"))("title") };
}

/** Any two revisions of a policy side by side (the title is compared with the text). */
async function PolicyVersionsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const tScope = await getTranslations("scope");
  const { context, record: policy } = await recordPage(params, getPolicy);
  if (!policy) return null;
  const [revisions, query] = await Promise.all([allPolicyRevisions(context, policy.id), searchParams]);
  return (
    <RevisionComparison
      messages="policies.compare"
      recordTitle={policy.title}
      backHref={`/leadership/policies/${policy.id}`}
      revisions={revisions}
      query={query}
      aboutRevision={(revision: PolicyRevisionDto) =>
        revision.isoStandards.length
          ? revision.isoStandards.map((standard) => tScope(`isoStandards.${standard}`)).join(", ")
          : tScope("noStandards")
      }
      textOf={(revision) => `<h1>${escapeHtml(revision.title)}</h1>${revision.content}`}
    />
  );
}

export default withClientMessages(PolicyVersionsPage, "(app)/leadership/policies/[id]/versions");
