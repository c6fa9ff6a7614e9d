import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SupportContactForm } from "@/components/modules/admin/support-contacts/support-contact-form";
import { getSupportContact } from "@/lib/modules/admin/support-contacts/data";
import { orNull } from "@/lib/platform/pages/load";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const load = async (params: Promise<{ id: string }>) => orNull(getSupportContact((await params).id));

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const contact = await load(params);
  return { title: (await getTranslations("supportContacts"))("editTitle", { name: contact?.name ?? "" }) };
}

async function EditSupportContactPage({ params }: { params: Promise<{ id: string }> }) {
  const contact = await load(params);
  if (!contact) notFound();
  return <SupportContactForm contact={contact} />;
}

export default withClientMessages(EditSupportContactPage, "(app)/admin/support-contacts/[id]/edit");
