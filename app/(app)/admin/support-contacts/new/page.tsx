import { getTranslations } from "next-intl/server";
import { SupportContactForm } from "@/components/modules/admin/support-contacts/support-contact-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("supportContacts"))("newTitle") };
}

function NewSupportContactPage() {
  return <SupportContactForm contact={null} />;
}

export default withClientMessages(NewSupportContactPage, "(app)/admin/support-contacts/new");
