import { getTranslations } from "next-intl/server";
import { ChemicalRegisterForm } from "@/components/modules/chemicals/register/chemical-register-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("chemicalRegister.form");
  return recordTitle(params, getRegisteredChemical, {
    record: (chemical) => t("editTitle", { name: chemical.name }),
    new: t("newTitle"),
  });
}

async function EditRegisteredChemicalPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getRegisteredChemical, {
    create: chemicalRegisterAccess.create,
  });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <ChemicalRegisterForm
      key={context.organizationId}
      organizationId={context.organizationId}
      chemical={record}
      areas={await listAreas(context)}
    />
  );
}

export default withClientMessages(EditRegisteredChemicalPage, "(app)/chemicals/my-chemicals/[id]/edit");
