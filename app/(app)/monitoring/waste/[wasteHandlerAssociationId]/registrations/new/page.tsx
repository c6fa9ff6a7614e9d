import { getTranslations } from "next-intl/server";
import { RegistrationForm } from "@/components/modules/monitoring/waste/registration-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadRegistrationPage } from "@/lib/modules/monitoring/waste/registration-page";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Params = Promise<{ wasteHandlerAssociationId: string }>;

export async function generateMetadata() {
  return { title: (await getTranslations("waste.registration"))("newTitle") };
}

async function NewRegistrationPage({ params }: { params: Params }) {
  const t = await getTranslations("waste.registration");
  const { context } = await getPageContext();
  const { handler, arrangements, today } = await loadRegistrationPage(
    context,
    (await params).wasteHandlerAssociationId,
    null,
  );
  return (
    <RegistrationForm
      organizationId={context.organizationId}
      handlerId={handler.id}
      arrangements={arrangements}
      registration={null}
      today={today}
      title={`${t("newTitle")}: ${handler.stakeholder.name}`}
    />
  );
}

export default withClientMessages(
  NewRegistrationPage,
  "(app)/monitoring/waste/[wasteHandlerAssociationId]/registrations/new",
);
