import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { EvidenceList } from "@/components/platform/ui/evidence-list";
import type { ActionDto } from "@/lib/modules/planning/action-plan/dto";
import { LazyEffectivenessForm } from "./lazy";

/**
 * Whether the action worked (ISO 10.2 f): every check as a record, newest first, with who and when;
 * a manager records the next one once the action is done.
 */
export async function EffectivenessChecks(props: { action: ActionDto; organizationId: string; canCheck: boolean }) {
  const t = await getTranslations("actionPlan");
  const format = await getFormatter();
  const { action } = props;
  return (
    <>
      <EvidenceList
        title={t("effectiveness.title")}
        intro={t("effectiveness.intro")}
        none={t("effectiveness.none")}
        items={action.effectivenessChecks}
        itemProps={(check) => ({ "data-effectiveness-check": check.result })}
        lines={(check) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{t(`results.${check.result}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${format.dateTime(new Date(check.checkedDate), "timestamp")} · ${check.checkedByName}`}
            </Typography>
            {check.note ? <Typography sx={{ whiteSpace: "pre-line" }}>{check.note}</Typography> : null}
          </>
        )}
      />
      {props.canCheck && action.status === "DONE" ? (
        <LazyEffectivenessForm organizationId={props.organizationId} action={action} />
      ) : props.canCheck ? (
        <Typography color="text.secondary">{t("effectiveness.onlyDone")}</Typography>
      ) : null}
    </>
  );
}
