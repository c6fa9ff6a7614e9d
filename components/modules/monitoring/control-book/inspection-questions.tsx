"use client";
import { Box, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/platform/ui/section";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { QuestionCard, type OfflineAnswer } from "@/components/modules/evaluation/questionnaires/question-card";
import type { AnswerDto } from "@/lib/modules/evaluation/questionnaires/answer-dto";
import {
  localized,
  type Question,
  type Section as QuestionSection,
} from "@/lib/modules/evaluation/questionnaires/content";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import { useAnswerAction } from "./answer-action";

/** One question with its card, and "raise an action" for an answer that falls short. */
function InspectionQuestion(props: {
  organizationId: string;
  answersUrl: string;
  number: string;
  question: Question;
  answer: AnswerDto | undefined;
  editable: boolean;
  keepOffline?: (answer: OfflineAnswer) => Promise<void>;
  onSaved?: (questionKey: string) => void;
}) {
  const addition = useAnswerAction(props.organizationId);
  return <QuestionCard {...props} addition={addition} />;
}

/**
 * Performing the inspection: its agreement's questionnaire, section by section, a card per question
 * made for a phone (large answer buttons, the evidence, photos from the camera), each answer saved
 * on its own. A done inspection shows its answers as they were recorded.
 */
export function InspectionQuestions(props: {
  organizationId: string;
  inspection: InspectionDto;
  editable: boolean;
  /** On the phone's quick action: answers given without a connection go into its draft. */
  keepOffline?: (answer: OfflineAnswer) => Promise<void>;
  /** An answer stored: the draft drops one it kept for the same question. */
  onSaved?: (questionKey: string) => void;
}) {
  const t = useTranslations("controlBook.answers");
  const tAnswering = useTranslations("questionnaires.answering");
  const locale = useLocale();
  useZodLanguage();
  const { inspection } = props;
  const questionnaire = inspection.questionnaire;
  if (!questionnaire) return null;
  const answers = new Map(inspection.answers.map((answer) => [answer.questionKey, answer]));
  const sections = questionnaire.sections as QuestionSection[];
  const total = sections.reduce((count, section) => count + section.questions.length, 0);
  const answersUrl = `/api/v1/organizations/${props.organizationId}/inspections/${inspection.id}/answers`;
  return (
    <Section title={t("title")}>
      <Typography variant="body2" color="text.secondary">
        {[
          localized(questionnaire.titleEn, questionnaire.titleDa, locale),
          tAnswering("version", { version: questionnaire.version }),
          tAnswering("progress", { answered: inspection.answers.length, total }),
        ].join(" · ")}
      </Typography>
      {inspection.status === "DONE" ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t("readOnly")}
        </Typography>
      ) : null}
      {sections.map((section, sectionIndex) => (
        <Box key={section.key} component="section" aria-labelledby={`section-${section.key}`} sx={{ mt: 2 }}>
          <Typography id={`section-${section.key}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {`${sectionIndex + 1}. ${localized(section.titleEn, section.titleDa, locale)}`}
          </Typography>
          <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {section.questions.map((question, index) => (
              <InspectionQuestion
                key={question.key}
                organizationId={props.organizationId}
                answersUrl={answersUrl}
                number={`${sectionIndex + 1}.${index + 1}`}
                question={question}
                answer={answers.get(question.key)}
                editable={props.editable}
                keepOffline={props.keepOffline}
                onSaved={props.onSaved}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Section>
  );
}
