import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";
import styles from "./evaluation-facts.module.css";

/** The evaluation as a reader sees it. */
export async function EvaluationFacts({ obligation }: { obligation: ObligationDto }) {
  const t = await getTranslations("bindingObligations");
  const tPeople = await getTranslations("people");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const facts: [string, string][] = [
    [t("fields.applicability"), obligation.applicability ?? t("none")],
    [t("fields.responsible"), obligation.responsible?.name ?? t("none")],
    [t("fields.status"), t(`statuses.${obligation.status}`)],
    [t("fields.evaluationDate"), day(obligation.evaluationDate)],
    [t("fields.evaluator"), obligation.evaluator?.name ?? t("none")],
    [t("fields.evaluationNotes"), obligation.evaluationNotes ?? t("none")],
    [
      t("fields.evaluationRecurrence"),
      obligation.evaluationRecurrence ? tPeople(`frequency.${obligation.evaluationRecurrence}`) : t("none"),
    ],
    [t("fields.nextEvaluationDate"), day(obligation.nextEvaluationDate)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>
            <Typography variant="body2" color="text.secondary" component="span">
              {label}
            </Typography>
          </dt>
          <dd>
            <Typography component="span" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </dd>
        </div>
      ))}
    </dl>
  );
}
