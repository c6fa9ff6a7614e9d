import { getTranslations } from "next-intl/server";
import { SupportContactForm } from "@/components/modules/admin/support-contacts/support-contact-form";

export async function generateMetadata() {
  return { title: (await getTranslations("supportContacts"))("newTitle") };
}

export default function NewSupportContactPage() {
  return <SupportContactForm contact={null} />;
}
