import { getTranslations } from "next-intl/server";
import { AuditForm } from "@/components/modules/evaluation/internal-audit/audit-form";
import { auditChoices } from "@/components/modules/evaluation/internal-audit/audit-choices";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { getAudit } from "@/lib/modules/evaluation/internal-audit/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("internalAudit");
  return recordTitle(params, getAudit, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditAuditPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getAudit, { create: internalAuditAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <AuditForm
      key={context.organizationId}
      organizationId={context.organizationId}
      audit={record}
      choices={await auditChoices(context)}
    />
  );
}

export default withClientMessages(EditAuditPage, "(app)/evaluation/internal-audit/[id]/edit");
