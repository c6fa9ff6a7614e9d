import { Link, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { SupportContactCards } from "@/components/modules/admin/support-contacts/support-contact-cards";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { getSystemDetails } from "@/lib/modules/admin/support-contacts/data";
import { supportTicketAccess } from "@/lib/modules/support/tickets/access";
import { SUPPORT_TICKET_PATH } from "@/lib/modules/support/tickets/module";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("help"))("title") };
}

/** Help for every signed-in user: whom to contact, the product's version and the API reference. */
async function HelpPage() {
  const t = await getTranslations("help");
  const [{ user, context }, details] = await Promise.all([getPageContext(), getSystemDetails()]);
  const canWrite =
    permits(supportTicketAccess.create, context) && details.supportContacts.some((contact) => contact.email);
  const maintainer = user.systemScopes.includes("MAINTAIN");
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <Section title={t("support")}>
        <Stack spacing={2}>
          <SupportContactCards contacts={details.supportContacts} />
          {canWrite ? (
            <div>
              <LinkButton href={`${SUPPORT_TICKET_PATH}?from=${encodeURIComponent("/help")}`} variant="contained">
                {t("writeTicket")}
              </LinkButton>
            </div>
          ) : null}
          {maintainer ? (
            <div>
              <LinkButton href="/admin/support-contacts" variant="outlined" size="small">
                {t("manageContacts")}
              </LinkButton>
            </div>
          ) : null}
        </Stack>
      </Section>
      <Section title={t("about")}>
        <Typography>{t("version", { version: details.version })}</Typography>
      </Section>
      <Section title={t("api")}>
        <Stack spacing={1}>
          <Typography>{t("apiIntro")}</Typography>
          <Typography>
            <AppLink href={details.apiReference.page}>{t("apiReference")}</AppLink>
          </Typography>
          <Typography>
            <Link href={details.apiReference.document}>{t("apiDocument")}</Link>
          </Typography>
        </Stack>
      </Section>
    </Stack>
  );
}

export default withClientMessages(HelpPage, "(app)/help");
