import { getTranslations } from "next-intl/server";
import { LazyResponsibilityForm } from "@/components/modules/leadership/delegation/lazy";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { responsibilityAccess } from "@/lib/modules/leadership/delegation/access";
import { getOwnResponsibility } from "@/lib/modules/leadership/delegation/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("delegation.responsibility");
  return recordTitle(params, getOwnResponsibility, { record: () => t("editTitle"), new: t("newTitle") });
}

/** One of the organization's own responsibilities, new or to change. */
async function ResponsibilityPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getOwnResponsibility, { create: responsibilityAccess.create });
  return (
    <LazyResponsibilityForm
      key={context.organizationId}
      organizationId={context.organizationId}
      responsibility={record}
    />
  );
}

export default withClientMessages(ResponsibilityPage, "(app)/leadership/delegation/responsibilities/[id]");
