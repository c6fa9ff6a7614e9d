import { getTranslations } from "next-intl/server";
import { PrintPage } from "@/components/modules/chemicals/register/print-page";
import { recordTitle } from "@/lib/platform/pages/record";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("chemicalRegister.print");
  return recordTitle(params, getRegisteredChemical, {
    record: (chemical) => `${t("cardTitle")}: ${chemical.name}`,
    new: t("cardTitle"),
  });
}

/** The chemical's safety card: one printable A4 page. */
function SafetyCardPage({ params }: { params: Promise<{ id: string }> }) {
  return <PrintPage params={params} kind="card" />;
}

export default withClientMessages(SafetyCardPage, "(app)/chemicals/my-chemicals/[id]/card");
