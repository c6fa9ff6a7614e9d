import { Box, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { actsBeyondOwn } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { objectivesOfMeter } from "@/lib/modules/planning/objectives/data";
import { ObjectiveStatusTag } from "./status-tag";

/**
 * The objectives that read a meter, read-only on the meter's screen for anyone who may read it: the
 * status and the latest value against the target; managers follow them to the objective.
 */
export async function RecordObjectives({ context, meterId }: { context: OrgContext; meterId: string }) {
  if (context.featureAccess === "LIMITED") return null;
  const t = await getTranslations("objectives");
  const format = await getFormatter();
  const objectives = await objectivesOfMeter(context, meterId);
  if (objectives.length === 0) return null;
  const manages = actsBeyondOwn(objectiveAccess.read, context.grants);
  const figure = (value: number | null, unit: string) =>
    value === null ? "–" : `${format.number(value, { maximumFractionDigits: 2 })} ${unit}`;
  return (
    <Section title={t("fromRecord")}>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="record-objectives">
        {objectives.map((objective) => (
          <Box
            component="li"
            key={objective.id}
            sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
          >
            {manages ? (
              <Link href={`/planning/objectives/${objective.id}`}>{objective.title}</Link>
            ) : (
              <span>{objective.title}</span>
            )}
            <ObjectiveStatusTag status={objective.progress.status} label={t(`statuses.${objective.progress.status}`)} />
            <Typography variant="body2" color="text.secondary">
              {`${t("fields.latest")}: ${figure(objective.progress.latest?.actual ?? null, objective.progress.unit)} · ${t("fields.targetValue")}: ${figure(Number(objective.targetValue), objective.progress.unit)}`}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
