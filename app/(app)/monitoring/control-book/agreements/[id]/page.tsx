import { getTranslations } from "next-intl/server";
import { AgreementFacts } from "@/components/modules/monitoring/control-book/agreement-facts";
import { LazyAgreementForm } from "@/components/modules/monitoring/control-book/lazy";
import { InspectionHistory } from "@/components/modules/monitoring/control-book/inspection-history";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { agreementAccess, inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getAgreement, listInspections } from "@/lib/modules/monitoring/control-book/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/monitoring/control-book/agreements";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("controlBook.agreements");
  return recordTitle(params, getAgreement, { record: (agreement) => agreement.title, new: t("newTitle") });
}

async function AgreementPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("controlBook");
  const { context, record: agreement } = await recordPage(params, getAgreement, { create: agreementAccess.create });
  if (!agreement) return <LazyAgreementForm organizationId={context.organizationId} agreement={null} />;
  const canEdit = permits(agreementAccess.update, context);
  const actions = [{ href: "/monitoring/control-book?view=agreements", label: t("allAgreements") }];
  if (canEdit)
    actions.push({
      href: `${BASE}/${agreement.id}/edit`,
      label: t("edit"),
      primary: true,
    } as (typeof actions)[number]);
  const path = `/api/v1/organizations/${context.organizationId}/agreements/${agreement.id}`;
  const inspections = await listInspections(context, {
    page: 0,
    size: 50,
    sort: "dueDate,desc",
    agreementId: agreement.id,
  } as Parameters<typeof listInspections>[1]);
  return (
    <DetailFrame
      archived={archivedOf(agreement, permits(agreementAccess.archive, context), path)}
      title={agreement.title}
      subtitle={t(`types.${agreement.type}`)}
      actions={actions}
      more={
        canEdit && !agreement.archivedDate ? (
          <RemovalButton
            kind="archive"
            path={path}
            name={agreement.title}
            afterHref="/monitoring/control-book?view=agreements"
          />
        ) : null
      }
    >
      <AgreementFacts agreement={agreement} />
      <InspectionHistory
        title={t("inspections.ofAgreement")}
        inspections={inspections.content}
        canOpen={permits(inspectionAccess.open, context)}
      />
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={agreement.files} />
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(AgreementPage, "(app)/monitoring/control-book/agreements/[id]");
