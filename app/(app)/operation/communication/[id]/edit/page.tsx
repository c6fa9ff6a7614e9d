import { getTranslations } from "next-intl/server";
import { CommunicationForm } from "@/components/modules/operation/communication/communication-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { communicationAccess } from "@/lib/modules/operation/communication/access";
import { getCommunication } from "@/lib/modules/operation/communication/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("communication.log");
  return recordTitle(params, getCommunication, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditCommunicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getCommunication, { create: communicationAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <CommunicationForm
      key={context.organizationId}
      organizationId={context.organizationId}
      communication={record}
      start={{ today: calendarToday().toISOString().slice(0, 10) }}
    />
  );
}

export default withClientMessages(EditCommunicationPage, "(app)/operation/communication/[id]/edit");
