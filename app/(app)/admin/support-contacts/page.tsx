import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { SupportContactCards } from "@/components/modules/admin/support-contacts/support-contact-cards";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { listSupportContacts } from "@/lib/modules/admin/support-contacts/data";
import { MAX_SUPPORT_CONTACTS } from "@/lib/modules/admin/support-contacts/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("supportContacts"))("title") };
}

/** The support contacts in the help page's order; a name leads to its edit screen. */
async function SupportContactsPage() {
  const t = await getTranslations("supportContacts");
  const contacts = await listSupportContacts();
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          contacts.length < MAX_SUPPORT_CONTACTS ? (
            <LinkButton href="/admin/support-contacts/new" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro", { max: MAX_SUPPORT_CONTACTS })}</Typography>
      </PageHeader>
      <SupportContactCards contacts={contacts} editHref={(id) => `/admin/support-contacts/${id}/edit`} />
    </Stack>
  );
}

export default withClientMessages(SupportContactsPage, "(app)/admin/support-contacts");
