import { getTranslations } from "next-intl/server";
import { AspectForm } from "@/components/modules/planning/aspects/aspect-form";
import { aspectChoices } from "@/components/modules/planning/aspects/aspect-choices";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { currentCriteria } from "@/lib/modules/planning/aspects/criteria-data";
import { getAspect } from "@/lib/modules/planning/aspects/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("aspects");
  return recordTitle(params, getAspect, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditAspectPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getAspect, { create: aspectAccess.create });
  const [criteria, choices] = await Promise.all([currentCriteria(context), aspectChoices(context)]);
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <AspectForm
      key={context.organizationId}
      organizationId={context.organizationId}
      aspect={record}
      criteria={criteria}
      choices={choices}
    />
  );
}

export default withClientMessages(EditAspectPage, "(app)/planning/aspects/[id]/edit");
