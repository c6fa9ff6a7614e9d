import "server-only";
import { listSupportContacts } from "@/lib/modules/admin/support-contacts/data";

/** The support contacts a ticket goes to: those with an e-mail address, in the help page's order. */
export async function ticketRecipients(): Promise<{ name: string; email: string }[]> {
  const contacts = await listSupportContacts();
  return contacts.flatMap((contact) => (contact.email ? [{ name: contact.name, email: contact.email }] : []));
}
