import { getFormatter, getTranslations } from "next-intl/server";
import { RegistrationForm } from "@/components/modules/monitoring/waste/registration-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadRegistrationPage } from "@/lib/modules/monitoring/waste/registration-page";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Params = Promise<{ wasteHandlerAssociationId: string; bulkRegistrationId: string }>;

async function load(params: Params) {
  const { wasteHandlerAssociationId, bulkRegistrationId } = await params;
  const { context } = await getPageContext();
  const page = await loadRegistrationPage(context, wasteHandlerAssociationId, bulkRegistrationId);
  const t = await getTranslations("waste.registration");
  const format = await getFormatter();
  // a calendar date is a UTC midnight; formatting it in UTC keeps the day
  const date = format.dateTime(new Date(`${page.registration!.performedAt}T00:00:00Z`), {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  return { context, ...page, title: t("editTitle", { date }) };
}

export async function generateMetadata({ params }: { params: Params }) {
  return { title: (await load(params)).title };
}

async function EditRegistrationPage({ params }: { params: Params }) {
  const { context, handler, arrangements, registration, today, title } = await load(params);
  return (
    <RegistrationForm
      organizationId={context.organizationId}
      handlerId={handler.id}
      arrangements={arrangements}
      registration={registration}
      today={today}
      title={title}
    />
  );
}

export default withClientMessages(
  EditRegistrationPage,
  "(app)/monitoring/waste/[wasteHandlerAssociationId]/registrations/[bulkRegistrationId]/edit",
);
