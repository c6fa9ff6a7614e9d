"use client";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Section } from "@/components/platform/ui/section";
import {
  localized,
  type Question,
  type Section as QuestionSection,
} from "@/lib/modules/evaluation/questionnaires/content";
import type { AnswerDto } from "@/lib/modules/evaluation/questionnaires/answer-dto";
import type { AuditDto, FindingDto } from "@/lib/modules/evaluation/internal-audit/dto";
import { QuestionCard } from "@/components/modules/evaluation/questionnaires/question-card";
import { FindingForm, type FindingStart } from "./finding-form";
import { FindingsList } from "./findings-list";

const GRADE_OF_ANSWER = {
  MAJOR_NONCONFORMITY: "MAJOR_NONCONFORMITY",
  MINOR_NONCONFORMITY: "MINOR_NONCONFORMITY",
  NO: "MINOR_NONCONFORMITY",
} as const;

const blank: FindingStart = {
  kind: "MINOR_NONCONFORMITY",
  clause: null,
  questionKey: null,
  statement: "",
  evidence: "",
  rootCause: "",
  fileIds: [],
};

/**
 * Performing the audit: its questionnaire, question by question, and its findings. A nonconforming
 * answer becomes a finding in one step (grade, clause, evidence and photos carried over), and a
 * nonconformity's corrective action is proposed with it.
 */
export function AuditWork(props: {
  organizationId: string;
  audit: AuditDto;
  editable: boolean;
  canPlanActions: boolean;
}) {
  const t = useTranslations("internalAudit");
  const locale = useLocale();
  const { audit } = props;
  const [finding, setFinding] = useState<FindingStart | null>(null);
  const answers = new Map(audit.answers.map((answer) => [answer.questionKey, answer]));
  const sections = (audit.questionnaire?.sections ?? []) as QuestionSection[];
  const total = sections.reduce((count, section) => count + section.questions.length, 0);

  const open = (start: FindingStart) => {
    setFinding(start);
    // the form opens below the findings; bring it into view on a phone
    requestAnimationFrame(() => document.getElementById("finding-form")?.scrollIntoView({ block: "start" }));
  };
  const fromAnswer = (question: Question, answer: AnswerDto) =>
    open({
      ...blank,
      kind: GRADE_OF_ANSWER[answer.choice as keyof typeof GRADE_OF_ANSWER] ?? "MINOR_NONCONFORMITY",
      clause: question.clauses[0] ?? null,
      questionKey: question.key,
      statement: answer.note ?? localized(question.textEn, question.textDa, locale),
      fileIds: answer.files.map((file) => file.id),
    });
  const edit = (row: FindingDto) =>
    open({
      id: row.id,
      kind: row.kind,
      clause: row.clause,
      questionKey: row.questionKey,
      statement: row.statement,
      evidence: row.evidence ?? "",
      rootCause: row.rootCause ?? "",
      fileIds: row.files.map((file) => file.id),
      lastModifiedDate: new Date(row.lastModifiedDate).toISOString(),
    });

  return (
    <>
      <Section title={t("answers.title")}>
        {audit.questionnaire ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {`${localized(audit.questionnaire.titleEn, audit.questionnaire.titleDa, locale)} · ${t("answers.version", { version: audit.questionnaire.version })} · ${t("answers.progress", { answered: audit.answers.length, total })}`}
            </Typography>
            {sections.map((section, sectionIndex) => (
              <Box key={section.key} component="section" aria-labelledby={`section-${section.key}`} sx={{ mt: 2 }}>
                <Typography id={`section-${section.key}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {`${sectionIndex + 1}. ${localized(section.titleEn, section.titleDa, locale)}`}
                </Typography>
                <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
                  {section.questions.map((question, index) => (
                    <QuestionCard
                      key={question.key}
                      organizationId={props.organizationId}
                      answersUrl={`/api/v1/organizations/${props.organizationId}/internal-audits/${audit.id}/answers`}
                      number={`${sectionIndex + 1}.${index + 1}`}
                      question={question}
                      answer={answers.get(question.key)}
                      editable={props.editable}
                      raise={{ label: t("answers.raiseFinding"), onRaise: fromAnswer }}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </>
        ) : (
          <Typography color="text.secondary">{t("answers.noQuestionnaire")}</Typography>
        )}
      </Section>
      <Section title={t("findings.title")}>
        <Stack spacing={2}>
          <FindingsList
            organizationId={props.organizationId}
            auditId={audit.id}
            findings={audit.findings}
            editable={props.editable}
            canPlanActions={props.canPlanActions}
            onEdit={edit}
          />
          {props.editable && !finding ? (
            <Box>
              <Button startIcon={<AddIcon />} variant="outlined" onClick={() => open(blank)} sx={{ minHeight: 44 }}>
                {t("findings.add")}
              </Button>
            </Box>
          ) : null}
          {finding ? (
            <FindingForm
              key={finding.id ?? `${finding.questionKey ?? "new"}`}
              organizationId={props.organizationId}
              auditId={audit.id}
              clauses={audit.clauses}
              start={finding}
              onDone={() => setFinding(null)}
            />
          ) : null}
        </Stack>
      </Section>
    </>
  );
}
