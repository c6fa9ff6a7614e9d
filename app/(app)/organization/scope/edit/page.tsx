import { getTranslations } from "next-intl/server";
import { ScopeForm } from "@/components/modules/organization/scope/scope-form";
import { orNull } from "@/lib/platform/pages/load";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { getScope } from "@/lib/modules/organization/scope/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("scope.form"))("editTitle") };
}

async function EditScopePage() {
  const { context } = await getPageContext();
  const scope = await orNull(getScope(context));
  // keyed by organization: switching it in the header must start the form afresh
  return <ScopeForm key={context.organizationId} organizationId={context.organizationId} scope={scope} />;
}

export default withClientMessages(EditScopePage, "(app)/organization/scope/edit");
