import { getTranslations } from "next-intl/server";
import { OwnDocumentForm } from "@/components/modules/documents/own-documents/own-document-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { getOwnDocument } from "@/lib/modules/documents/own-documents/data";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("ownDocuments.form");
  return recordTitle(params, getOwnDocument, {
    record: (document) => t("editTitle", { title: document.title }),
    new: t("newTitle"),
  });
}

async function EditOwnDocumentPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getOwnDocument, { create: ownDocumentAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return <OwnDocumentForm key={context.organizationId} organizationId={context.organizationId} document={record} />;
}

export default withClientMessages(EditOwnDocumentPage, "(app)/documents/own-documents/[id]/edit");
