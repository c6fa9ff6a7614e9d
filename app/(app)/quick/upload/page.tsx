import { getTranslations } from "next-intl/server";
import { UploadScreen } from "@/components/modules/quick-actions/upload/upload-screen";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { OWN_DOCUMENT_CATEGORIES } from "@/lib/modules/documents/own-documents/choices";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { uploadTargets } from "@/lib/modules/quick-actions/data";

export async function generateMetadata() {
  return { title: (await getTranslations("quickActions.upload"))("title") };
}

/**
 * The phone's "Upload document": into the own documents, or onto a machine, a registered chemical or
 * an inspection, each offered where the person may change it (under LIMITED access the own documents).
 */
async function UploadPage() {
  const { context, user } = await getPageContext();
  const t = await getTranslations("ownDocuments.categories");
  const targets = await uploadTargets(context, {
    machine: permits(machineAccess.update, context),
    chemical: permits(chemicalRegisterAccess.update, context),
    inspection: permits(inspectionAccess.update, context),
  });
  return (
    <UploadScreen
      // another organization's drafts are its own
      key={context.organizationId}
      organizationId={context.organizationId}
      userId={user.id}
      categories={OWN_DOCUMENT_CATEGORIES.map((category) => ({ value: category, label: t(category) }))}
      mayOwn={permits(ownDocumentAccess.create, context)}
      targets={targets}
    />
  );
}

export default withClientMessages(UploadPage, "(app)/quick/upload");
