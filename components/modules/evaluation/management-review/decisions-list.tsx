import { Box, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { isOpenStatus } from "@/lib/modules/planning/action-plan/choices";
import type { ReviewDto } from "@/lib/modules/evaluation/management-review/dto";
import { ActionStatusTag } from "@/components/modules/planning/action-plan/action-status-tag";

/**
 * The meeting's decisions, each with the actions that carry it out (status, responsible, due;
 * linked for whoever may open the action plan). While the minutes are open: "add an action" for a
 * manager, and a decision recorded by mistake and without actions can be deleted.
 */
export async function DecisionsList(props: {
  organizationId: string;
  review: ReviewDto;
  editable: boolean;
  canPlanActions: boolean;
}) {
  const t = await getTranslations("managementReview.decisions");
  const format = await getFormatter();
  const today = calendarToday().toISOString().slice(0, 10);
  const { review } = props;
  if (!review.decisions.length) {
    return (
      <Typography color="text.secondary" data-testid="review-decisions">
        {t("none")}
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="review-decisions">
      {review.decisions.map((decision, index) => (
        <Box
          component="li"
          key={decision.id}
          id={`decision-${decision.id}`}
          sx={{ borderTop: index ? 1 : 0, borderColor: "divider", pt: index ? 2 : 0 }}
        >
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 600, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {decision.text}
            </Typography>
            {decision.actions.length ? (
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }} aria-label={t("actions")}>
                {decision.actions.map((action) => (
                  <li key={action.id}>
                    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
                      {props.canPlanActions ? (
                        <Link href={`/planning/action-plan/${action.id}`}>{action.title}</Link>
                      ) : (
                        <span>{action.title}</span>
                      )}
                      <ActionStatusTag
                        status={action.status}
                        overdue={isOpenStatus(action.status) && !!action.dueDate && action.dueDate < today}
                      />
                      <Typography variant="body2" color="text.secondary" component="span">
                        {[
                          action.responsible?.name,
                          action.dueDate &&
                            t("due", { date: format.dateTime(new Date(`${action.dueDate}T12:00:00Z`), "day") }),
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </Typography>
                    </Box>
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t("noActions")}
              </Typography>
            )}
            {props.editable && (props.canPlanActions || !decision.actions.length) ? (
              <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", "& a, & button": { minHeight: 44 } }}>
                {props.canPlanActions ? (
                  <LinkButton
                    href={`/planning/action-plan/new?decisionId=${decision.id}&reviewId=${review.id}`}
                    variant="outlined"
                  >
                    {t("addAction")}
                  </LinkButton>
                ) : null}
                {decision.actions.length ? null : (
                  <RemovalButton
                    kind="delete"
                    path={`/api/v1/organizations/${props.organizationId}/review-decisions/${decision.id}`}
                    name={decision.text}
                  />
                )}
              </Stack>
            ) : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
