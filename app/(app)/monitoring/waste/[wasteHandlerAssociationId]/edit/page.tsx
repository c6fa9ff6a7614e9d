import { Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { ArrangementsSection } from "@/components/modules/monitoring/waste/arrangements-section";
import { HandlerForm } from "@/components/modules/monitoring/waste/handler-form";
import { RegistrationsSection } from "@/components/modules/monitoring/waste/registrations-section";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ArchivedNotice } from "@/components/platform/removal/archived-notice";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf } from "@/components/platform/ui/detail-frame";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getHandler } from "@/lib/modules/monitoring/waste/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Params = Promise<{ wasteHandlerAssociationId: string }>;
const idOf = (params: Params) => params.then((p) => ({ id: p.wasteHandlerAssociationId }));

export async function generateMetadata({ params }: { params: Params }) {
  const t = await getTranslations("waste.handler");
  return recordTitle(idOf(params), getHandler, { record: (handler) => handler.stakeholder.name, new: t("newTitle") });
}

/** A waste handler: its form, and once it exists its arrangements, latest registrations and history. */
async function WasteHandlerPage({ params }: { params: Params }) {
  const { context, record: handler } = await recordPage(idOf(params), getHandler, { create: wasteAccess.create });
  if (!handler) return <HandlerForm organizationId={context.organizationId} handler={null} />;
  const path = `/api/v1/organizations/${context.organizationId}/waste-handler-associations/${handler.id}`;
  const active = handler.arrangements.some((arrangement) => !arrangement.archivedDate);
  const archived = archivedOf(handler, permits(wasteAccess.archive, context), path);
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {archived ? <ArchivedNotice {...archived} name={handler.stakeholder.name} /> : null}
      <HandlerForm organizationId={context.organizationId} handler={handler} />
      <ArrangementsSection handlerId={handler.id} arrangements={handler.arrangements} />
      <RegistrationsSection
        handlerId={handler.id}
        registrations={handler.recentRegistrations}
        canRegister={active && !handler.archivedDate}
        importEndpoint={`${path}/bulk-registrations/imports`}
      />
      {handler.archivedDate ? null : (
        <div>
          <RemovalButton kind="archive" path={path} name={handler.stakeholder.name} afterHref="/monitoring/waste" />
        </div>
      )}
      <HistoryPanel path={`${path}/history`} />
    </Stack>
  );
}

export default withClientMessages(WasteHandlerPage, "(app)/monitoring/waste/[wasteHandlerAssociationId]/edit");
