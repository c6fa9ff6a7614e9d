import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { SupportTicketForm } from "@/components/modules/support/tickets/support-ticket-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { ticketRecipients } from "@/lib/modules/support/tickets/recipients";
import { isAppPath } from "@/lib/modules/support/tickets/schema";

export async function generateMetadata() {
  return { title: (await getTranslations("supportTickets"))("title") };
}

type SearchParams = Promise<{ from?: string | string[] }>;

/**
 * Writing to support: the phone's quick action and the help page lead here, with the page the
 * person came from (`?from=`). Without a contact to mail it says so before anything is written.
 */
async function NewSupportTicketPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ context }, { from }, recipients, t] = await Promise.all([
    getPageContext(),
    searchParams,
    ticketRecipients(),
    getTranslations("supportTickets"),
  ]);
  if (recipients.length === 0) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography variant="h4" component="h1">
          {t("title")}
        </Typography>
        <Notice>{t("noContact")}</Notice>
        <div>
          <LinkButton href="/help" variant="outlined">
            {t("toHelp")}
          </LinkButton>
        </div>
      </Stack>
    );
  }
  const page = typeof from === "string" && isAppPath(from) ? from : null;
  return (
    // another organization's ticket starts from its own draft
    <SupportTicketForm
      key={context.organizationId}
      organizationId={context.organizationId}
      userId={context.user.id}
      from={page}
    />
  );
}

export default withClientMessages(NewSupportTicketPage, "(app)/support/new");
