import { getTranslations } from "next-intl/server";
import { OwnDocumentFacts } from "@/components/modules/documents/own-documents/own-document-facts";
import { LazyOwnDocumentForm } from "@/components/modules/documents/own-documents/lazy";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { getOwnDocument } from "@/lib/modules/documents/own-documents/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/documents/own-documents";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("ownDocuments.form");
  return recordTitle(params, getOwnDocument, { record: (document) => document.title, new: t("newTitle") });
}

async function OwnDocumentPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("ownDocuments.detail");
  const { context, record: document } = await recordPage(params, getOwnDocument, {
    create: ownDocumentAccess.create,
  });
  if (!document) return <LazyOwnDocumentForm organizationId={context.organizationId} document={null} />;
  const canEdit = permits(ownDocumentAccess.update, context);
  const actions = [{ href: BASE, label: t("back") }];
  if (canEdit) {
    actions.push({ href: `${BASE}/${document.id}/edit`, label: t("edit"), primary: true } as (typeof actions)[number]);
  }
  const path = `/api/v1/organizations/${context.organizationId}/own-documents/${document.id}`;
  return (
    <DetailFrame
      archived={archivedOf(document, permits(ownDocumentAccess.archive, context), path)}
      title={document.title}
      actions={actions}
      more={
        canEdit && !document.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={document.title} afterHref={BASE} />
        ) : null
      }
    >
      <OwnDocumentFacts document={document} />
      {/* the document list carries its own heading */}
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={document.files} />
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(OwnDocumentPage, "(app)/documents/own-documents/[id]");
