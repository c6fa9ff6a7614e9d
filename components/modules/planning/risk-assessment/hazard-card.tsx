import { Box, Paper, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Tag } from "@/components/platform/ui/tag";
import type { HazardDto } from "@/lib/modules/planning/risk-assessment/dto";
import { LevelTag } from "./level-tag";
import { LazyAcceptanceForm } from "./lazy";

/**
 * One hazard of an assessment: for whom, the controls in place, its levels before and after, its
 * additional controls (actions of the plan, with their level of the hierarchy) and the acceptances
 * of its residual risk. Managers change it, add a control and accept a risk above the threshold.
 */
export async function HazardCard(props: {
  hazard: HazardDto;
  assessmentHref: string;
  apiPath: string;
  manages: boolean;
  readOnly?: boolean;
}) {
  const t = await getTranslations("riskAssessment");
  const tPlan = await getTranslations("actionPlan");
  const format = await getFormatter();
  const { hazard } = props;
  const score = (likelihood: number | null, severity: number | null) => `${likelihood}×${severity}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      id={`hazard-${hazard.id}`}
      aria-label={hazard.title}
      sx={{ p: { xs: 1.5, sm: 2 }, scrollMarginTop: 80 }}
    >
      <Stack spacing={1}>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between" }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {hazard.title}
          </Typography>
          {props.manages && !props.readOnly ? (
            <LinkButton href={`${props.assessmentHref}?hazard=${hazard.id}#hazard-${hazard.id}`} size="small">
              {t("hazards.edit")}
            </LinkButton>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[t(`categories.${hazard.category}`), hazard.whoExposed && `${t("fields.whoExposed")}: ${hazard.whoExposed}`]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
        {hazard.existingControls ? (
          <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
            <strong>{t("fields.existingControls")}: </strong>
            {hazard.existingControls}
          </Typography>
        ) : null}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          <span>{t("fields.inherentLevel")}:</span>
          <LevelTag level={hazard.inherentLevel} score={score(hazard.inherentLikelihood, hazard.inherentSeverity)} />
          {hazard.residualLevel ? (
            <>
              <span>{t("fields.residualLevel")}:</span>
              <LevelTag
                level={hazard.residualLevel}
                score={score(hazard.residualLikelihood, hazard.residualSeverity)}
              />
            </>
          ) : null}
          {hazard.needsAcceptance ? (
            <Tag
              size="small"
              color={hazard.accepted ? "success" : "warning"}
              label={t(hazard.accepted ? "accepted" : "notAccepted")}
            />
          ) : null}
        </Box>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t("controls.title")}
          </Typography>
          {hazard.controls.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t("controls.none")}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {hazard.controls.map((control) => (
                <li key={control.id}>
                  {props.manages ? (
                    <Link href={`/planning/action-plan/${control.id}`}>{control.title}</Link>
                  ) : (
                    control.title
                  )}
                  {` · ${control.controlLevel ? tPlan(`controlLevels.${control.controlLevel}`) : ""} · ${tPlan(`statuses.${control.status}`)}`}
                  {control.dueDate ? ` · ${format.dateTime(new Date(control.dueDate), "day")}` : ""}
                </li>
              ))}
            </Box>
          )}
          {props.manages && !props.readOnly ? (
            <LinkButton
              href={`/planning/action-plan/new?hazardId=${hazard.id}`}
              size="small"
              variant="outlined"
              style={{ marginTop: 8 }}
            >
              {t("controls.add")}
            </LinkButton>
          ) : null}
        </Box>
        {hazard.acceptances.map((acceptance) => (
          <Typography key={acceptance.id} variant="body2" data-acceptance>
            {t("acceptance.record", {
              name: acceptance.acceptedByName,
              date: format.dateTime(acceptance.acceptedDate, "timestamp"),
              likelihood: acceptance.likelihood,
              severity: acceptance.severity,
              level: t(`levels.${acceptance.level}`),
              version: acceptance.matrixVersion,
              reason: acceptance.reason,
            })}
          </Typography>
        ))}
        {props.manages && !props.readOnly && hazard.needsAcceptance && !hazard.accepted ? (
          <Box sx={{ borderTop: 1, borderColor: "divider", pt: 1 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t("acceptance.needed")}
            </Typography>
            <LazyAcceptanceForm
              path={`${props.apiPath}/risk-hazards/${hazard.id}`}
              lastModifiedDate={new Date(hazard.lastModifiedDate).toISOString()}
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
