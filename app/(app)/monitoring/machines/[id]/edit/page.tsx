import { getTranslations } from "next-intl/server";
import { MachineForm } from "@/components/modules/monitoring/machines/machine-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { getMachine } from "@/lib/modules/monitoring/machines/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("machines");
  return recordTitle(params, getMachine, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditMachinePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getMachine, { create: machineAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <MachineForm
      key={context.organizationId}
      organizationId={context.organizationId}
      machine={record}
      areas={await listAreas(context)}
    />
  );
}

export default withClientMessages(EditMachinePage, "(app)/monitoring/machines/[id]/edit");
