import { getLocale, getTranslations } from "next-intl/server";
import { DelegationForm } from "@/components/modules/leadership/delegation/delegation-form";
import { nameIn } from "@/components/modules/leadership/delegation/names";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { getDelegation, listResponsibilities } from "@/lib/modules/leadership/delegation/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("delegation");
  return recordTitle(params, getDelegation, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditDelegationPage({ params }: { params: Promise<{ id: string }> }) {
  const locale = await getLocale();
  const { context, record } = await recordPage(params, getDelegation, { create: delegationAccess.create });
  const responsibilities = await listResponsibilities(context);
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <DelegationForm
      key={context.organizationId}
      organizationId={context.organizationId}
      delegation={record}
      responsibilities={responsibilities.map((row) => ({ id: row.id, name: nameIn(row, locale) }))}
      responsibilityId={null}
      today={calendarToday().toISOString().slice(0, 10)}
    />
  );
}

export default withClientMessages(EditDelegationPage, "(app)/leadership/delegation/[id]/edit");
