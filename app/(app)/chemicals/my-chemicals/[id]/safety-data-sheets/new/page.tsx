import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OwnSheetForm } from "@/components/modules/chemicals/register/own-sheet-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { getLanguage } from "@/lib/platform/i18n/get-language";
import { recordPage } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";

export async function generateMetadata() {
  return { title: (await getTranslations("chemicalRegister.sheets"))("add") };
}

/** The organization's own safety data sheet for a registered product, uploaded from its screen. */
async function NewOwnSheetPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record: chemical } = await recordPage(params, getRegisteredChemical);
  if (!chemical || chemical.archivedDate) notFound();
  return (
    <OwnSheetForm
      key={context.organizationId}
      organizationId={context.organizationId}
      associationId={chemical.id}
      productName={chemical.name}
      countryAlpha2={chemical.countryAlpha2}
      language={await getLanguage()}
      today={calendarToday().toISOString().slice(0, 10)}
    />
  );
}

export default withClientMessages(NewOwnSheetPage, "(app)/chemicals/my-chemicals/[id]/safety-data-sheets/new");
