import { getTranslations } from "next-intl/server";
import { PolicyForm } from "@/components/modules/leadership/policies/policy-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { getPolicy } from "@/lib/modules/leadership/policies/data";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("policies.form");
  return recordTitle(params, getPolicy, {
    record: (policy) => t("editTitle", { title: policy.title }),
    new: t("newTitle"),
  });
}

async function EditPolicyPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getPolicy, { create: policyAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return <PolicyForm key={context.organizationId} organizationId={context.organizationId} policy={record} />;
}

export default withClientMessages(EditPolicyPage, "(app)/leadership/policies/[id]/edit");
