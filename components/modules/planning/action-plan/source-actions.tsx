import { Box, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { actsBeyondOwn, permits } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { isOpenStatus } from "@/lib/modules/planning/action-plan/choices";
import { sourceActions } from "@/lib/modules/planning/action-plan/data";
import { ActionStatusTag } from "./action-status-tag";

/**
 * A source record's actions on its own screen (an inspection's, an aspect's), each linked to the action for
 * whoever may open it (a manager, its responsible member), and "add" for a manager: the new action
 * keeps the record as its source and comes back here.
 */
export async function SourceActions({
  context,
  link,
}: {
  context: OrgContext;
  link: { inspectionId: string } | { aspectId: string } | { objectiveId: string } | { communicationId: string };
}) {
  const t = await getTranslations("actionPlan");
  const format = await getFormatter();
  if (context.featureAccess === "LIMITED") return null;
  const actions = await sourceActions(context, link);
  const today = calendarToday().toISOString().slice(0, 10);
  const manages = actsBeyondOwn(actionAccess.read, context.grants);
  const query = new URLSearchParams(link).toString();
  return (
    <Section title={t("sourceActions.title")}>
      {actions.length === 0 ? <Typography color="text.secondary">{t("sourceActions.none")}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="source-actions">
        {actions.map((action) => {
          const overdue = isOpenStatus(action.status) && !!action.dueDate && action.dueDate < today;
          return (
            <Box
              component="li"
              key={action.id}
              sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
            >
              {manages || action.mine ? (
                <Link href={`/planning/action-plan/${action.id}`}>{action.title}</Link>
              ) : (
                <span>{action.title}</span>
              )}
              <ActionStatusTag status={action.status} overdue={overdue} />
              <Typography variant="body2" color="text.secondary">
                {[action.dueDate && format.dateTime(new Date(action.dueDate), "day"), action.responsible?.name]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
            </Box>
          );
        })}
      </Stack>
      {permits(actionAccess.create, context) ? (
        <Box sx={{ mt: 1 }}>
          <LinkButton href={`/planning/action-plan/new?${query}`} variant="outlined">
            {t("sourceActions.add")}
          </LinkButton>
        </Box>
      ) : null}
    </Section>
  );
}
