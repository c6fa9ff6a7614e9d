import { Alert, Stack, Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { auditChoices } from "@/components/modules/evaluation/internal-audit/audit-choices";
import { AuditWork } from "@/components/modules/evaluation/internal-audit/audit-work";
import { clauseLabel } from "@/components/modules/evaluation/internal-audit/clause-label";
import { CloseAudit } from "@/components/modules/evaluation/internal-audit/close-audit";
import { LazyAuditForm } from "@/components/modules/evaluation/internal-audit/lazy";
import { AuditStatusTag } from "@/components/modules/evaluation/internal-audit/status-tag";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { FileLinks } from "@/components/platform/files/file-links";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { getAudit } from "@/lib/modules/evaluation/internal-audit/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/evaluation/internal-audit";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("internalAudit");
  return recordTitle(params, getAudit, { record: (audit) => audit.title, new: t("newTitle") });
}

/**
 * One audit: scope, criteria, clauses, people and dates (with the independence warning), the
 * questionnaire answered question by question, the findings with their corrective actions, the
 * conclusions, closing by a manager, the report and the history. "new" is the audit's form.
 */
async function AuditPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("internalAudit");
  const format = await getFormatter();
  const locale = await getLocale();
  const { context, record: audit } = await recordPage(params, getAudit, { create: internalAuditAccess.create });
  if (!audit) {
    return <LazyAuditForm organizationId={context.organizationId} audit={null} choices={await auditChoices(context)} />;
  }
  const open = audit.status !== "CLOSED" && !audit.archivedDate;
  const edits = permits(internalAuditAccess.update, context) && open;
  const path = `/api/v1/organizations/${context.organizationId}/internal-audits/${audit.id}`;
  const day = (date: string | null) => (date ? format.dateTime(new Date(`${date}T12:00:00Z`), "day") : "–");
  const span = (from: string | null, to: string | null) =>
    to && to !== from ? `${day(from)} – ${day(to)}` : day(from);
  const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(", ") || t("none");
  const links = [
    { href: BASE, label: t("back") },
    { href: `${path}/report`, label: t("report.download") },
  ];
  if (edits)
    links.push({ href: `${BASE}/${audit.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  return (
    <DetailFrame
      archived={archivedOf(audit, permits(internalAuditAccess.archive, context), path)}
      title={audit.title}
      subtitle={`${audit.year} · ${audit.standards.map((standard) => standard.replace("_", " ")).join(", ")}`}
      actions={links}
      more={
        permits(internalAuditAccess.archive, context) && !audit.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={audit.title} afterHref={BASE} />
        ) : null
      }
    >
      <Section>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1.5 }}>
          <AuditStatusTag status={audit.status} label={t(`statuses.${audit.status}`)} />
          {audit.closedAt ? (
            <Typography variant="body2" color="text.secondary">
              {t("close.closed", { date: format.dateTime(audit.closedAt, "day"), name: audit.closedByName ?? "" })}
            </Typography>
          ) : null}
        </Stack>
        {audit.ownAreaAuditors.length && !audit.independenceNote ? (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t("independence.warning", { names: names(audit.ownAreaAuditors) })}
          </Alert>
        ) : null}
        <FactList
          facts={[
            [t("fields.area"), audit.area?.name ?? t("none")],
            [t("fields.scope"), audit.scope ?? t("none")],
            [t("fields.criteria"), audit.criteria ?? t("none")],
            [
              t("fields.clauses"),
              audit.clauses.length ? audit.clauses.map((ref) => clauseLabel(ref, locale)).join("; ") : t("none"),
            ],
            [t("fields.leadAuditor"), audit.leadAuditor?.name ?? t("none")],
            [t("fields.auditors"), names(audit.auditors)],
            [t("fields.auditees"), names(audit.auditees)],
            ...(audit.independenceNote
              ? [[t("fields.independenceNote"), audit.independenceNote] as [string, string]]
              : []),
            [t("fields.planned"), span(audit.plannedStart, audit.plannedEnd)],
            [t("fields.performed"), audit.actualStart ? span(audit.actualStart, audit.actualEnd) : t("none")],
          ]}
        />
      </Section>
      <AuditWork
        organizationId={context.organizationId}
        audit={audit}
        editable={permits(internalAuditAccess.record, context) && open}
        canPlanActions={permits(actionAccess.create, context)}
      />
      <Section title={t("sections.conclusions")}>
        <FactList
          facts={[
            [t("fields.strongPoints"), audit.strongPoints ?? t("none")],
            [t("fields.summary"), audit.summary ?? t("none")],
            [
              t("fields.files"),
              audit.files.length ? (
                <FileLinks key="files" organizationId={context.organizationId} files={audit.files} />
              ) : (
                t("none")
              ),
            ],
          ]}
        />
        {open && permits(internalAuditAccess.close, context) ? (
          <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: "wrap", alignItems: "center" }}>
            <CloseAudit
              organizationId={context.organizationId}
              auditId={audit.id}
              lastModifiedDate={new Date(audit.lastModifiedDate).toISOString()}
            />
            {audit.nonconformitiesWithoutAction ? (
              <Typography variant="body2" color="warning.main">
                {t("close.blocked", { count: audit.nonconformitiesWithoutAction })}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(AuditPage, "(app)/evaluation/internal-audit/[id]");
