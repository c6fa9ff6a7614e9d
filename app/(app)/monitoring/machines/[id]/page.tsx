import { Box, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { InspectionHistory } from "@/components/modules/monitoring/control-book/inspection-history";
import { MachineFacts } from "@/components/modules/monitoring/machines/machine-facts";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";
import { LinkButton } from "@/components/platform/ui/link-button";
import { RecordRisks } from "@/components/modules/planning/risk-assessment/record-risks";
import { LazyMachineForm } from "@/components/modules/monitoring/machines/lazy";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { listAgreements, listInspections } from "@/lib/modules/monitoring/control-book/data";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { reportEventHref } from "@/lib/modules/evaluation/events/report-link";
import { agreementAccess, inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getMachine } from "@/lib/modules/monitoring/machines/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/monitoring/machines";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("machines");
  return recordTitle(params, getMachine, { record: (machine) => machine.name, new: t("newTitle") });
}

/** A machine with its documents, its agreements (service, inspection) and its inspections. */
async function MachinePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("machines");
  const tBook = await getTranslations("controlBook");
  const tFrequency = await getTranslations("people.frequency");
  const format = await getFormatter();
  const { context, record: machine } = await recordPage(params, getMachine, { create: machineAccess.create });
  if (!machine) {
    return <LazyMachineForm organizationId={context.organizationId} machine={null} areas={await listAreas(context)} />;
  }
  const canEdit = permits(machineAccess.update, context);
  const canOpenAgreements = permits(agreementAccess.open, context);
  const actions = [{ href: BASE, label: t("back") }];
  if (canEdit)
    actions.push({
      href: `${BASE}/${machine.id}/edit`,
      label: t("edit"),
      primary: true,
    } as (typeof actions)[number]);
  const path = `/api/v1/organizations/${context.organizationId}/machines/${machine.id}`;
  const [agreements, inspections] = await Promise.all([
    listAgreements(context, { page: 0, size: 100, sort: "nextDueDate,asc", machineId: machine.id } as Parameters<
      typeof listAgreements
    >[1]),
    listInspections(context, { page: 0, size: 50, sort: "dueDate,desc", machineId: machine.id } as Parameters<
      typeof listInspections
    >[1]),
  ]);
  return (
    <DetailFrame
      archived={archivedOf(machine, permits(machineAccess.archive, context), path)}
      title={machine.name}
      subtitle={[machine.manufacturer, machine.model].filter(Boolean).join(" ") || undefined}
      actions={actions}
      more={
        <>
          <PrintLabels organizationId={context.organizationId} kind="machine" recordId={machine.id} />
          {canEdit && !machine.archivedDate ? (
            <RemovalButton kind="archive" path={path} name={machine.name} afterHref={BASE} />
          ) : null}
        </>
      }
    >
      {permits(eventAccess.create, context) ? (
        <div>
          <LinkButton
            href={reportEventHref({ areaId: machine.area?.id ?? null, location: machine.name })}
            variant="contained"
          >
            {t("reportEvent")}
          </LinkButton>
        </div>
      ) : null}
      <MachineFacts machine={machine} />
      <Section title={t("agreements")}>
        {agreements.content.length === 0 ? (
          <Typography>{t("noAgreements")}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", "& > li": { py: 0.5 } }}>
            {agreements.content.map((agreement) => (
              <li key={agreement.id}>
                <span>
                  {canOpenAgreements ? (
                    <Link href={`/monitoring/control-book/agreements/${agreement.id}`}>{agreement.title}</Link>
                  ) : (
                    agreement.title
                  )}
                  {` · ${tFrequency(agreement.frequency)}`}
                  {agreement.nextDueDate
                    ? ` · ${tBook("columns.nextDueDate")}: ${format.dateTime(new Date(agreement.nextDueDate), "day")}`
                    : ""}
                </span>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <InspectionHistory
        title={t("inspections")}
        inspections={inspections.content}
        empty={t("noInspections")}
        canOpen={permits(inspectionAccess.open, context)}
      />
      <RecordRisks context={context} record={{ machineId: machine.id }} />
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={machine.files} />
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(MachinePage, "(app)/monitoring/machines/[id]");
