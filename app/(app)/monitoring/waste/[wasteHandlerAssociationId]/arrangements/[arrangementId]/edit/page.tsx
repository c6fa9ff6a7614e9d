import { getTranslations } from "next-intl/server";
import { ArrangementForm } from "@/components/modules/monitoring/waste/arrangement-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { getArrangement } from "@/lib/modules/monitoring/waste/data";
import { arrangementFormData } from "@/lib/modules/monitoring/waste/form-data";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

type Params = Promise<{ wasteHandlerAssociationId: string; arrangementId: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const t = await getTranslations("waste.arrangement");
  const { wasteHandlerAssociationId, arrangementId } = await params;
  const { context } = await getPageContext();
  const arrangement = await loadOrNotFound(arrangementId, (id) =>
    getArrangement(context, wasteHandlerAssociationId, id),
  );
  return { title: t("editTitle", { name: arrangement.name }) };
}

async function EditArrangementPage({ params }: { params: Params }) {
  const { wasteHandlerAssociationId: handlerId, arrangementId } = await params;
  const { context } = await getPageContext();
  const arrangement = await loadOrNotFound(arrangementId, (id) => getArrangement(context, handlerId, id));
  return (
    <ArrangementForm
      organizationId={context.organizationId}
      handlerId={handlerId}
      arrangement={arrangement}
      {...await arrangementFormData(context, arrangement, await getLanguage())}
    />
  );
}

export default withClientMessages(
  EditArrangementPage,
  "(app)/monitoring/waste/[wasteHandlerAssociationId]/arrangements/[arrangementId]/edit",
);
