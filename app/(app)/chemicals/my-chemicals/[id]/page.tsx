import { getTranslations } from "next-intl/server";
import { LazyChemicalRegisterForm } from "@/components/modules/chemicals/register/lazy";
import { InstructionSection } from "@/components/modules/chemicals/register/instruction-section";
import { LabelSection } from "@/components/modules/chemicals/register/label-section";
import { RegisterFacts } from "@/components/modules/chemicals/register/register-facts";
import { SubstitutionSection } from "@/components/modules/chemicals/register/substitution-section";
import { OwnSheetsSection } from "@/components/modules/chemicals/register/own-sheets-section";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";
import { listOwnSheets } from "@/lib/modules/chemicals/register/own-sheets";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RecordAspects } from "@/components/modules/planning/aspects/record-aspects";
import { RecordRisks } from "@/components/modules/planning/risk-assessment/record-risks";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { getChemical } from "@/lib/modules/admin/chemicals/data";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { sdsMaxAgeYears } from "@/lib/modules/chemicals/register/sds-age";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/chemicals/my-chemicals";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("chemicalRegister.form");
  return recordTitle(params, getRegisteredChemical, { record: (chemical) => chemical.name, new: t("newTitle") });
}

async function RegisteredChemicalPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("chemicalRegister.detail");
  const { context, record: chemical } = await recordPage(params, getRegisteredChemical, {
    create: chemicalRegisterAccess.create,
  });
  if (!chemical) {
    return (
      <LazyChemicalRegisterForm
        organizationId={context.organizationId}
        chemical={null}
        areas={await listAreas(context)}
      />
    );
  }
  const product = await getChemical(chemical.chemical.id, await pageLanguage());
  const canEdit = permits(chemicalRegisterAccess.update, context);
  const actions: { href: string; label: string; primary?: boolean }[] = [
    { href: BASE, label: t("back") },
    { href: `${BASE}/${chemical.id}/card`, label: t("card") },
    { href: `${BASE}/${chemical.id}/instruction`, label: t("instruction") },
  ];
  if (canEdit) actions.push({ href: `${BASE}/${chemical.id}/edit`, label: t("edit"), primary: true });
  const path = `/api/v1/organizations/${context.organizationId}/chemical-associations/${chemical.id}`;
  return (
    <DetailFrame
      archived={archivedOf(chemical, permits(chemicalRegisterAccess.archive, context), path)}
      title={chemical.name}
      subtitle={chemical.purpose ?? undefined}
      actions={actions}
      more={
        <>
          <PrintLabels organizationId={context.organizationId} kind="chemical" recordId={chemical.id} />
          {canEdit && !chemical.archivedDate ? (
            <RemovalButton kind="archive" path={path} name={chemical.name} afterHref={BASE} />
          ) : null}
        </>
      }
    >
      <RegisterFacts
        organizationId={context.organizationId}
        chemical={chemical}
        producer={product.producer?.name ?? null}
        maxAgeYears={sdsMaxAgeYears()}
      />
      <OwnSheetsSection
        organizationId={context.organizationId}
        associationId={chemical.id}
        sheets={await listOwnSheets(context, chemical.id)}
        canEdit={canEdit && !chemical.archivedDate}
      />
      <LabelSection product={product} />
      <InstructionSection chemical={chemical} title={t("instruction")} />
      <SubstitutionSection chemical={chemical} />
      <RecordRisks context={context} record={{ chemicalAssociationId: chemical.id }} />
      <RecordAspects context={context} record={{ chemicalAssociationId: chemical.id }} />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(RegisteredChemicalPage, "(app)/chemicals/my-chemicals/[id]");
