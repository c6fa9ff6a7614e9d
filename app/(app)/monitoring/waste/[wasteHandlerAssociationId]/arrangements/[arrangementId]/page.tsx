import { Box, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LazyArrangementForm } from "@/components/modules/monitoring/waste/lazy";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { permits } from "@/lib/platform/auth/access";
import { Section } from "@/components/platform/ui/section";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getArrangement, getHandler } from "@/lib/modules/monitoring/waste/data";
import { arrangementFormData } from "@/lib/modules/monitoring/waste/form-data";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

type Params = Promise<{ wasteHandlerAssociationId: string; arrangementId: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const t = await getTranslations("waste.arrangement");
  const { wasteHandlerAssociationId, arrangementId } = await params;
  if (arrangementId === "new") return { title: t("newTitle") };
  const { context } = await getPageContext();
  const arrangement = await loadOrNotFound(arrangementId, (id) =>
    getArrangement(context, wasteHandlerAssociationId, id),
  );
  return { title: arrangement.name };
}

/** One arrangement of a handler, or with "new" the form for a new one. */
async function ArrangementPage({ params }: { params: Params }) {
  const t = await getTranslations("waste");
  const locale = await getLanguage();
  const { wasteHandlerAssociationId: handlerId, arrangementId } = await params;
  const { context } = await getPageContext();
  const handler = await loadOrNotFound(handlerId, (id) => getHandler(context, id));
  if (arrangementId === "new") {
    return (
      <LazyArrangementForm
        organizationId={context.organizationId}
        handlerId={handler.id}
        arrangement={null}
        {...await arrangementFormData(context, null, locale)}
      />
    );
  }
  const arrangement = await loadOrNotFound(arrangementId, (id) => getArrangement(context, handlerId, id));
  const base = `/monitoring/waste/${handlerId}`;
  const path = `/api/v1/organizations/${context.organizationId}/waste-handler-associations/${handlerId}/arrangements/${arrangement.id}`;
  const type = arrangement.wasteType;
  const facts: [string, string][] = [
    [
      t("arrangement.wasteType"),
      `${type.code}${type.hazardous ? "*" : ""} ${(locale === "da" && type.nameDa) || type.nameEn}`,
    ],
    [t("arrangement.hazardous"), type.hazardous ? "✓" : "–"],
    [
      t("arrangement.containerKind"),
      [arrangement.containerKind && t(`containerKinds.${arrangement.containerKind}`), arrangement.containerSize]
        .filter(Boolean)
        .join(", ") || "–",
    ],
    [
      t("arrangement.treatmentCode"),
      `${arrangement.treatment.code}: ${(locale === "da" && arrangement.treatment.titleDa) || arrangement.treatment.titleEn} (${t(`treatmentGroups.${arrangement.treatment.group}`)})`,
    ],
    [t("arrangement.area"), arrangement.area?.name ?? t("arrangement.noArea")],
    [t("arrangement.registrationUnit"), t(`unitNames.${arrangement.registrationUnit}`)],
    [
      t("arrangements.conversion"),
      arrangement.densityKgPerM3
        ? `${arrangement.densityKgPerM3} kg/m³`
        : arrangement.kgPerPiece
          ? `${arrangement.kgPerPiece} kg`
          : arrangement.convertible
            ? "–"
            : t("arrangements.noConversion"),
    ],
  ];
  return (
    <DetailFrame
      archived={archivedOf(arrangement, permits(wasteAccess.archive, context), path)}
      title={arrangement.name}
      subtitle={handler.stakeholder.name}
      actions={[
        { href: `${base}/edit`, label: t("arrangement.back", { name: handler.stakeholder.name }) },
        { href: `${base}/arrangements/${arrangement.id}/edit`, label: t("arrangement.edit"), primary: true },
      ]}
      more={
        arrangement.archivedDate ? null : (
          <RemovalButton kind="archive" path={path} name={arrangement.name} afterHref={`${base}/edit`} />
        )
      }
    >
      <Section title={t("arrangement.facts")}>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "auto 1fr" }, columnGap: 2, m: 0 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <HistoryPanel
        path={`/api/v1/organizations/${context.organizationId}/waste-handler-associations/${handlerId}/history`}
      />
    </DetailFrame>
  );
}

export default withClientMessages(
  ArrangementPage,
  "(app)/monitoring/waste/[wasteHandlerAssociationId]/arrangements/[arrangementId]",
);
