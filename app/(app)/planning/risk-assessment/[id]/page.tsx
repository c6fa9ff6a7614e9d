import { Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { assessmentChoices } from "@/components/modules/planning/risk-assessment/assessment-choices";
import { HazardCard } from "@/components/modules/planning/risk-assessment/hazard-card";
import {
  LazyAssessmentForm,
  LazyChemicalAssessmentForm,
  LazyHazardForm,
  LazyReviewForm,
} from "@/components/modules/planning/risk-assessment/lazy";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { listHazardTypes } from "@/lib/modules/planning/risk-assessment/catalogue";
import { getAssessment, listRevisions } from "@/lib/modules/planning/risk-assessment/data";
import { currentMatrix } from "@/lib/modules/planning/risk-assessment/matrix-data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/planning/risk-assessment";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("riskAssessment");
  return recordTitle(params, getAssessment, { record: (assessment) => assessment.title, new: t("newTitle") });
}

/**
 * One assessment: what it covers, its hazards with their levels, controls and acceptances (a hazard
 * added or changed in place), its review, its revisions and its history. "new" is the assessment's
 * form, or with `from=chemical` the start from a registered chemical.
 */
async function AssessmentPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("riskAssessment");
  const format = await getFormatter();
  const { context, record: assessment } = await recordPage(params, getAssessment, { create: riskAccess.create });
  const query = await searchParams;
  if (!assessment) {
    const choices = await assessmentChoices(context);
    return query.from === "chemical" ? (
      <LazyChemicalAssessmentForm organizationId={context.organizationId} chemicals={choices.chemicals} />
    ) : (
      <LazyAssessmentForm organizationId={context.organizationId} assessment={null} choices={choices} />
    );
  }
  const manages = permits(riskAccess.update, context);
  const href = `${BASE}/${assessment.id}`;
  const path = `/api/v1/organizations/${context.organizationId}/risk-assessments/${assessment.id}`;
  const editing = manages && typeof query.hazard === "string" ? query.hazard : null;
  const [matrix, hazardTypes, revisions] = await Promise.all([
    currentMatrix(context),
    editing ? listHazardTypes() : Promise.resolve([]),
    listRevisions(context, assessment.id),
  ]);
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const hazardForm = (hazardId: string | null) => (
    <LazyHazardForm
      organizationId={context.organizationId}
      assessmentId={assessment.id}
      hazard={assessment.hazards.find((hazard) => hazard.id === hazardId) ?? null}
      scales={{ likelihoods: matrix.likelihoods, severities: matrix.severities }}
      hazardTypes={hazardTypes}
    />
  );
  const links = [{ href: BASE, label: t("back") }];
  if (manages) links.push({ href: `${href}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  return (
    <DetailFrame
      archived={archivedOf(assessment, permits(riskAccess.archive, context), path)}
      title={assessment.title}
      subtitle={assessment.isApv ? t("apv") : undefined}
      actions={links}
      more={
        manages && !assessment.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={assessment.title} afterHref={BASE} />
        ) : null
      }
    >
      <Section>
        <FactList
          facts={[
            [t("fields.scope"), assessment.scope ?? t("none")],
            [t("fields.area"), assessment.area?.name ?? t("none")],
            [t("fields.machine"), assessment.machine?.name ?? t("none")],
            [
              t("fields.chemical"),
              assessment.chemical ? (
                <span key="chemical">
                  <Link href={`/chemicals/my-chemicals/${assessment.chemical.id}`}>{assessment.chemical.name}</Link>
                  {" · "}
                  <Link href={`/chemicals/my-chemicals/${assessment.chemical.id}/instruction`}>
                    {t("chemicalForm.instruction")}
                  </Link>
                </span>
              ) : (
                t("none")
              ),
            ],
            [t("fields.role"), assessment.role?.name ?? t("none")],
            [t("fields.owner"), assessment.owner?.name ?? t("none")],
            [t("fields.lastReviewedDate"), day(assessment.lastReviewedDate)],
            [t("fields.nextReviewDate"), day(assessment.nextReviewDate)],
          ]}
        />
      </Section>
      <Section title={t("hazards.title")}>
        <Stack spacing={1.5}>
          {assessment.hazards.length === 0 ? <Typography color="text.secondary">{t("hazards.none")}</Typography> : null}
          {assessment.hazards.map((hazard) =>
            editing === hazard.id ? (
              <div key={hazard.id}>{hazardForm(hazard.id)}</div>
            ) : (
              <HazardCard
                key={hazard.id}
                hazard={hazard}
                assessmentHref={href}
                apiPath={`/api/v1/organizations/${context.organizationId}`}
                manages={manages && !assessment.archivedDate}
              />
            ),
          )}
          {editing === "new" ? hazardForm(null) : null}
          {manages && !assessment.archivedDate && editing !== "new" ? (
            <div>
              <LinkButton href={`${href}?hazard=new#hazard-new`} variant="outlined">
                {t("hazards.add")}
              </LinkButton>
            </div>
          ) : null}
        </Stack>
      </Section>
      {manages && !assessment.archivedDate ? (
        <Section title={t("review.title")}>
          <LazyReviewForm
            path={path}
            lastModifiedDate={new Date(assessment.lastModifiedDate).toISOString()}
            today={calendarToday().toISOString().slice(0, 10)}
          />
        </Section>
      ) : null}
      <Section title={t("revisions.title")}>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {revisions.map((revision) => (
            <li key={revision.id}>
              {`${t("revisions.version", { version: revision.version })} · ${t("revisions.by", {
                name: revision.authorName,
                date: format.dateTime(revision.createdDate, "timestamp"),
              })}${revision.changeNote ? ` · ${revision.changeNote}` : ""}`}
            </li>
          ))}
        </Stack>
        {revisions.length > 1 ? (
          <LinkButton href={`${href}/versions`} variant="outlined" style={{ marginTop: 12 }}>
            {t("compare.link")}
          </LinkButton>
        ) : null}
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(AssessmentPage, "(app)/planning/risk-assessment/[id]");
