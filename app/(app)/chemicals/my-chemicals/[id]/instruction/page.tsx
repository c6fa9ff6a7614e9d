import { getTranslations } from "next-intl/server";
import { PrintPage } from "@/components/modules/chemicals/register/print-page";
import { recordTitle } from "@/lib/platform/pages/record";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("chemicalRegister.print");
  return recordTitle(params, getRegisteredChemical, {
    record: (chemical) => `${t("instructionTitle")}: ${chemical.name}`,
    new: t("instructionTitle"),
  });
}

/** The chemical's workplace instruction (arbejdspladsbrugsanvisning), printable. */
function WorkplaceInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  return <PrintPage params={params} kind="instruction" />;
}

export default withClientMessages(WorkplaceInstructionPage, "(app)/chemicals/my-chemicals/[id]/instruction");
