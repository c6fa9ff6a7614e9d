import { getTranslations } from "next-intl/server";
import { ObjectiveForm } from "@/components/modules/planning/objectives/objective-form";
import { objectiveChoices } from "@/components/modules/planning/objectives/objective-choices";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { getObjective } from "@/lib/modules/planning/objectives/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("objectives");
  return recordTitle(params, getObjective, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditObjectivePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getObjective, { create: objectiveAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <ObjectiveForm
      key={context.organizationId}
      organizationId={context.organizationId}
      objective={record}
      choices={await objectiveChoices(context)}
    />
  );
}

export default withClientMessages(EditObjectivePage, "(app)/planning/objectives/[id]/edit");
