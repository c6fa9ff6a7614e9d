import { Stack } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { FactList } from "@/components/platform/ui/fact-list";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Tag, type TagColor } from "@/components/platform/ui/tag";
import type { EvaluationDto } from "@/lib/modules/documents/binding-obligations/dto";
import { scheduleWords } from "./schedule-text";
import styles from "./evaluation-history.module.css";

const RESULT_COLOR: Record<EvaluationDto["status"], TagColor> = {
  NOT_EVALUATED: "default", // never an evaluation's result (a CHECK in the database)
  NOT_COMPLIANT: "error",
  PARTLY_COMPLIANT: "warning",
  COMPLIANT: "success",
  NOT_APPLICABLE: "default",
};

/** One evaluation as recorded: its date and result as a heading, then who, notes, evidence and the next date it set. */
async function Evaluation({
  evaluation,
  organizationId,
  level,
  title,
}: {
  evaluation: EvaluationDto;
  organizationId: string;
  level: "h3" | "h4";
  title?: string;
}) {
  const [t, format, words] = await Promise.all([
    getTranslations("bindingObligations"),
    getFormatter(),
    scheduleWords(),
  ]);
  const Heading = level;
  const result = t(`statuses.${evaluation.status}`);
  const files: ReactNode = evaluation.files.length ? (
    <ul className={styles.files}>
      {evaluation.files.map((file) => (
        <li key={file.id}>
          <a
            href={`/api/v1/organizations/${organizationId}/files/${file.id}/raw`}
            download
            aria-label={t("evaluations.download", { name: file.name })}
          >
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  ) : (
    t("evaluations.noFiles")
  );
  const next = evaluation.nextEvaluationDate;
  const facts: [string, ReactNode][] = [
    [t("fields.evaluator"), evaluation.evaluatorName ?? t("none")],
    [
      t("fields.evaluationNotes"),
      <span key="notes" style={{ whiteSpace: "pre-line" }}>
        {evaluation.notes ?? t("none")}
      </span>,
    ],
    [t("evaluations.files"), files],
    [
      t("evaluations.nextSet"),
      next
        ? t(evaluation.nextEvaluationSetByHand ? "evaluations.setByHand" : "evaluations.fromSchedule", {
            date: words.day(next),
          })
        : t("none"),
    ],
    [
      t("evaluations.recorded"),
      evaluation.recordedByName
        ? t("evaluations.recordedValue", {
            date: format.dateTime(evaluation.recordedAt, "timestamp"),
            name: evaluation.recordedByName,
          })
        : format.dateTime(evaluation.recordedAt, "timestamp"),
    ],
  ];
  const date = words.day(evaluation.evaluationDate);
  return (
    <article className={styles.evaluation} aria-label={title ?? t("evaluations.heading", { date, result })}>
      <Heading className={styles.heading}>
        {title ? `${title}: ` : null}
        {date}
        <Tag size="small" color={RESULT_COLOR[evaluation.status]} label={result} />
      </Heading>
      <FactList facts={facts} />
    </article>
  );
}

/**
 * An obligation's evaluations: the latest, then the earlier ones below it, newest first. Each is
 * shown as recorded; a correction is a new evaluation. Server-rendered, no JavaScript of its own.
 */
export async function EvaluationHistory(props: {
  organizationId: string;
  evaluations: EvaluationDto[];
  total: number;
  /** The evaluations' API list: its XLSX export. */
  exportPath: string;
  /** Where an editor records a new evaluation; none for readers and archived obligations. */
  recordHref: string | null;
  /** The next evaluation, in words. */
  next: string;
}) {
  const t = await getTranslations("bindingObligations");
  const [latest, ...earlier] = props.evaluations;
  return (
    <Stack spacing={1}>
      <FactList facts={[[t("detail.nextEvaluation"), props.next]]} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "flex-end" }}>
        {props.total > 0 ? (
          <LinkButton href={`${props.exportPath}?format=xlsx`} variant="outlined">
            {t("evaluations.export")}
          </LinkButton>
        ) : null}
        {props.recordHref ? (
          <LinkButton href={props.recordHref} variant="contained">
            {t("evaluations.record")}
          </LinkButton>
        ) : null}
      </Stack>
      {latest ? (
        <>
          <Evaluation
            evaluation={latest}
            organizationId={props.organizationId}
            level="h3"
            title={t("evaluations.latest")}
          />
          <section aria-label={t("evaluations.earlier")}>
            <h3 className={styles.subheading}>{t("evaluations.earlier")}</h3>
            {earlier.length ? (
              <ol className={styles.earlier}>
                {earlier.map((evaluation) => (
                  <li key={evaluation.id}>
                    <Evaluation evaluation={evaluation} organizationId={props.organizationId} level="h4" />
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>{t("evaluations.noneEarlier")}</p>
            )}
            {props.total > props.evaluations.length ? (
              <p className={styles.muted}>
                {t("evaluations.more", { shown: props.evaluations.length, total: props.total })}
              </p>
            ) : null}
          </section>
        </>
      ) : (
        <p className={styles.muted}>{t("evaluations.none")}</p>
      )}
    </Stack>
  );
}
