import { Typography } from "@mui/material";
import { getLocale, getTranslations } from "next-intl/server";
import { aspectChoices } from "@/components/modules/planning/aspects/aspect-choices";
import { EvidenceSection } from "@/components/modules/planning/aspects/evidence-section";
import { LazyAspectForm } from "@/components/modules/planning/aspects/lazy";
import { SourceActions } from "@/components/modules/planning/action-plan/source-actions";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { LinkList } from "@/components/platform/ui/link-list";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { currentCriteria } from "@/lib/modules/planning/aspects/criteria-data";
import { getAspect } from "@/lib/modules/planning/aspects/data";
import { aspectEvidence } from "@/lib/modules/planning/aspects/evidence";
import { maximumScore } from "@/lib/modules/planning/aspects/significance";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/planning/aspects";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("aspects");
  return recordTitle(params, getAspect, { record: (aspect) => aspect.title, new: t("newTitle") });
}

/**
 * One aspect: the activity, impact and circumstances, its rating on each criterion with the score
 * and significance, the measured figures of its records, the obligations and procedures that bear
 * on it, its actions and its history. "new" is the aspect's form.
 */
async function AspectPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("aspects");
  const danish = (await getLocale()) === "da";
  const { context, record: aspect } = await recordPage(params, getAspect, { create: aspectAccess.create });
  if (!aspect) {
    const [criteria, choices] = await Promise.all([currentCriteria(context), aspectChoices(context)]);
    return (
      <LazyAspectForm organizationId={context.organizationId} aspect={null} criteria={criteria} choices={choices} />
    );
  }
  const manages = permits(aspectAccess.update, context);
  const path = `/api/v1/organizations/${context.organizationId}/aspects/${aspect.id}`;
  const [evidence, inForce] = await Promise.all([aspectEvidence(context, aspect), currentCriteria(context)]);
  const criteria = aspect.criteria;
  const links = [{ href: BASE, label: t("back") }];
  if (manages)
    links.push({ href: `${BASE}/${aspect.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  return (
    <DetailFrame
      archived={archivedOf(aspect, permits(aspectAccess.archive, context), path)}
      title={aspect.title}
      subtitle={`${aspect.activity} · ${t(`categories.${aspect.category}`)}`}
      actions={links}
      more={
        manages && !aspect.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={aspect.title} afterHref={BASE} />
        ) : null
      }
    >
      <Section>
        <FactList
          facts={[
            [
              t("fields.significant"),
              <span key="significance" data-testid="aspect-significance">
                <Tag
                  size="small"
                  color={aspect.significant ? "warning" : "default"}
                  label={t(aspect.significant ? "significant" : "notSignificant")}
                />{" "}
                {t("scoreOf", { score: aspect.score, maximum: maximumScore(criteria), threshold: criteria.threshold })}
              </span>,
            ],
            [t("fields.impact"), aspect.impact],
            [t("fields.activityKind"), t(`activityKinds.${aspect.activityKind}`)],
            [t("fields.lifeCycleStage"), t(`stages.${aspect.lifeCycleStage}`)],
            [t("fields.condition"), t(`conditions.${aspect.condition}`)],
            [t("fields.area"), aspect.area?.name ?? t("none")],
            [t("fields.owner"), aspect.owner?.name ?? t("none")],
            [t("fields.controls"), aspect.controls ?? t("none")],
          ]}
        />
      </Section>
      <Section title={t("fields.ratings")}>
        <FactList
          facts={criteria.criteria.map((criterion) => {
            const step = aspect.ratings[criterion.key];
            const label = step ? criterion.steps[step - 1] : undefined;
            return [
              danish ? criterion.nameDa : criterion.nameEn,
              label ? `${step} / ${criterion.steps.length} · ${danish ? label.labelDa : label.labelEn}` : t("none"),
            ] as [string, string];
          })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${t("criteria.rule")}: ${t(`criteria.rules.${criteria.rule}`)} · ${t("fields.criteriaVersion")} ${criteria.version}`}
        </Typography>
        {criteria.id !== inForce.id ? (
          <Typography variant="body2" color="warning.main">
            {t("criteria.olderVersion", { version: criteria.version })}
          </Typography>
        ) : null}
      </Section>
      <EvidenceSection evidence={evidence} />
      <Section title={t("links.title")}>
        <FactList
          facts={[
            [
              t("fields.obligations"),
              <LinkList
                key="obligations"
                rows={aspect.obligations}
                href={(id) => `/documents/binding-obligations/${id}`}
                none={t("none")}
              />,
            ],
            [
              t("fields.procedures"),
              <LinkList
                key="procedures"
                rows={aspect.procedures}
                href={(id) => `/operation/procedures/${id}`}
                none={t("none")}
              />,
            ],
            [
              t("fields.meters"),
              <LinkList key="meters" rows={aspect.meters} href={(id) => `/monitoring/meters/${id}`} none={t("none")} />,
            ],
            [
              t("fields.wasteArrangements"),
              <LinkList
                key="wasteArrangements"
                rows={aspect.wasteArrangements}
                href={(id) =>
                  `/monitoring/waste/${aspect.wasteArrangements.find((row) => row.id === id)?.associationId}/arrangements/${id}`
                }
                none={t("none")}
              />,
            ],
            [
              t("fields.chemicals"),
              <LinkList
                key="chemicals"
                rows={aspect.chemicals}
                href={(id) => `/chemicals/my-chemicals/${id}`}
                none={t("none")}
              />,
            ],
          ]}
        />
      </Section>
      <SourceActions context={context} link={{ aspectId: aspect.id }} />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(AspectPage, "(app)/planning/aspects/[id]");
