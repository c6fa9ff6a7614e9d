import { getTranslations } from "next-intl/server";
import { ScopeForm } from "@/components/scope/scope-form";
import { orNull } from "@/lib/page-data";
import { getPageContext } from "@/lib/auth/page-context";
import { getScope } from "@/lib/scope/data";

export async function generateMetadata() {
  return { title: (await getTranslations("scope.form"))("editTitle") };
}

export default async function EditScopePage() {
  const { context } = await getPageContext();
  const scope = await orNull(getScope(context));
  // keyed by organization: switching it in the header must start the form afresh
  return <ScopeForm key={context.organizationId} organizationId={context.organizationId} scope={scope} />;
}
