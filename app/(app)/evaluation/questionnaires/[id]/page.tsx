import { Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CopyButton } from "@/components/modules/evaluation/questionnaires/copy-button";
import { OwnerTag } from "@/components/modules/evaluation/questionnaires/owner-tag";
import { QuestionnaireContent } from "@/components/modules/evaluation/questionnaires/questionnaire-content";
import { QuestionnaireVersions } from "@/components/modules/evaluation/questionnaires/questionnaire-versions";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { questionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import { getQuestionnaire, questionnaireVersions } from "@/lib/modules/evaluation/questionnaires/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/evaluation/questionnaires";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const [t, locale] = await Promise.all([getTranslations("questionnaires"), getLocale()]);
  return recordTitle(params, getQuestionnaire, {
    record: (questionnaire) => localized(questionnaire.titleEn, questionnaire.titleDa, locale),
    new: t("title"),
  });
}

/**
 * One questionnaire as it reads: what it is for, its sections and questions at the current version,
 * and its versions. The system's can be copied to adapt; the organization's own copy is changed,
 * archived and restored here, and has its history. Questionnaires are not made new on this screen
 * (a copy is the organization's start), so "new" names no questionnaire: the 404 page.
 */
async function QuestionnairePage({ params }: { params: Promise<{ id: string }> }) {
  const [t, tScope, locale] = await Promise.all([
    getTranslations("questionnaires"),
    getTranslations("scope"),
    getLocale(),
  ]);
  const { context, record: questionnaire } = await recordPage(params, getQuestionnaire);
  if (!questionnaire) notFound();
  const own = questionnaire.owner === "organization";
  const adapts = permits(questionnaireAccess.adapt, context);
  const active = !questionnaire.archivedDate;
  const path = `/api/v1/organizations/${context.organizationId}/questionnaires/${questionnaire.id}`;
  const versions = await questionnaireVersions(context, questionnaire.id);
  const title = localized(questionnaire.titleEn, questionnaire.titleDa, locale);
  const description = localized(questionnaire.descriptionEn, questionnaire.descriptionDa, locale);
  const actions: { href: string; label: string; primary?: boolean }[] = [{ href: BASE, label: t("back") }];
  if (own && adapts && active)
    actions.push({ href: `${BASE}/${questionnaire.id}/edit`, label: t("edit"), primary: true });
  const source = questionnaire.copiedFrom;
  return (
    <DetailFrame
      archived={archivedOf(questionnaire, own && adapts, path)}
      title={title}
      subtitle={`${t(`purposes.${questionnaire.purpose}`)} · ${t("versions.current", { version: questionnaire.current.version })}`}
      actions={actions}
      more={
        <>
          {!own && adapts && active ? (
            <CopyButton organizationId={context.organizationId} questionnaireId={questionnaire.id} />
          ) : null}
          {own && adapts && active ? <RemovalButton kind="archive" path={path} name={title} afterHref={BASE} /> : null}
        </>
      }
    >
      <Section>
        {description ? <Typography sx={{ mb: 2, whiteSpace: "pre-line" }}>{description}</Typography> : null}
        <FactList
          facts={[
            [t("fields.purpose"), t(`purposes.${questionnaire.purpose}`)],
            [
              t("fields.standards"),
              questionnaire.standards.length
                ? questionnaire.standards.map((standard) => tScope(`isoStandards.${standard}`)).join(", ")
                : t("none"),
            ],
            [
              t("fields.owner"),
              <OwnerTag key="owner" owner={questionnaire.owner} label={t(`owners.${questionnaire.owner}`)} />,
            ],
            ...(source
              ? [
                  [
                    t("fields.copiedFrom"),
                    <Link key="source" href={`${BASE}/${source.id}`}>
                      {localized(source.titleEn, source.titleDa, locale)}
                    </Link>,
                  ] as [string, ReactNode],
                ]
              : []),
            [t("fields.questionCount"), t("questions.count", { count: questionnaire.questionCount })],
          ]}
        />
      </Section>
      <QuestionnaireContent sections={questionnaire.current.sections} />
      <QuestionnaireVersions versions={versions} />
      {own ? <HistoryPanel path={`${path}/history`} /> : null}
    </DetailFrame>
  );
}

export default withClientMessages(QuestionnairePage, "(app)/evaluation/questionnaires/[id]");
