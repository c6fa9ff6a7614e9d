import { Paper, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { PolicyContent } from "@/components/modules/leadership/policies/policy-content";
import { PolicyFacts } from "@/components/modules/leadership/policies/policy-facts";
import { LazyPolicyForm } from "@/components/modules/leadership/policies/lazy";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { getPolicy, listPolicyRevisions } from "@/lib/modules/leadership/policies/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/leadership/policies";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("policies.form");
  return recordTitle(params, getPolicy, { record: (policy) => policy.title, new: t("newTitle") });
}

async function PolicyPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("policies.detail");
  const format = await getFormatter();
  const { context, record: policy } = await recordPage(params, getPolicy, { create: policyAccess.create });
  if (!policy) return <LazyPolicyForm organizationId={context.organizationId} policy={null} />;
  const canEdit = permits(policyAccess.update, context);
  const path = `/api/v1/organizations/${context.organizationId}/policies/${policy.id}`;
  const [latest] = (await listPolicyRevisions(context, policy.id, { page: 0, size: 1 })).content;
  const actions = [{ href: BASE, label: t("back") }];
  if (canEdit) {
    actions.push({ href: `${BASE}/${policy.id}/edit`, label: t("edit"), primary: true } as (typeof actions)[number]);
    actions.push({ href: `${BASE}/${policy.id}/versions`, label: t("versions") });
  }
  return (
    <DetailFrame
      archived={archivedOf(policy, permits(policyAccess.archive, context), path)}
      title={policy.title}
      subtitle={
        latest
          ? t("version", {
              version: latest.version,
              date: format.dateTime(latest.createdDate, "day"),
              author: latest.authorName,
            })
          : undefined
      }
      actions={actions}
      more={
        canEdit && !policy.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={policy.title} afterHref={BASE} />
        ) : null
      }
    >
      <PolicyFacts policy={policy} />
      <Paper variant="outlined" component="section" aria-label={t("content")} sx={{ p: { xs: 2, sm: 3 } }}>
        {policy.content ? (
          <PolicyContent html={policy.content} />
        ) : (
          <Typography color="text.secondary">{t("none")}</Typography>
        )}
      </Paper>
      {/* the document list carries its own heading */}
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={policy.files} />
      </Section>
      <HistoryPanel path={`/api/v1/organizations/${context.organizationId}/policies/${policy.id}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(PolicyPage, "(app)/leadership/policies/[id]");
