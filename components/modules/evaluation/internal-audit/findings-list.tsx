"use client";
import { Box, Button, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { FileLinks } from "@/components/platform/files/file-links";
import { Tag } from "@/components/platform/ui/tag";
import { NONCONFORMITIES } from "@/lib/modules/evaluation/internal-audit/choices";
import type { FindingDto } from "@/lib/modules/evaluation/internal-audit/dto";
import { clauseLabel } from "./clause-label";
import { FindingKindTag } from "./status-tag";

/**
 * The audit's findings, each with its grade, clause, evidence, root cause and photos, and, for a
 * nonconformity, its corrective actions (linked for whoever may open them) or the warning that it
 * still needs one.
 */
export function FindingsList(props: {
  organizationId: string;
  auditId: string;
  findings: FindingDto[];
  editable: boolean;
  canPlanActions: boolean;
  onEdit: (finding: FindingDto) => void;
}) {
  const t = useTranslations("internalAudit");
  const tActions = useTranslations("actionPlan");
  const locale = useLocale();
  if (!props.findings.length) return <Typography color="text.secondary">{t("findings.none")}</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="audit-findings">
      {props.findings.map((finding, index) => {
        const nonconformity = NONCONFORMITIES.includes(finding.kind);
        return (
          <Box
            component="li"
            key={finding.id}
            id={`finding-${finding.id}`}
            sx={{ borderTop: index ? 1 : 0, borderColor: "divider", pt: index ? 2 : 0 }}
          >
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 0.5 }}>
                <FindingKindTag kind={finding.kind} label={t(`findingKinds.${finding.kind}`)} />
                {finding.clause ? (
                  <Tag size="small" variant="outlined" label={clauseLabel(finding.clause, locale)} />
                ) : null}
              </Stack>
              <Typography sx={{ fontWeight: 600 }}>{finding.statement}</Typography>
              {finding.evidence ? (
                <Typography variant="body2">{`${t("findings.evidence")}: ${finding.evidence}`}</Typography>
              ) : null}
              {finding.rootCause ? (
                <Typography variant="body2">{`${t("findings.rootCause")}: ${finding.rootCause}`}</Typography>
              ) : null}
              {finding.files.length ? (
                <Typography variant="body2">
                  {`${t("findings.photos")}: `}
                  <FileLinks organizationId={props.organizationId} files={finding.files} />
                </Typography>
              ) : null}
              {nonconformity ? (
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t("findings.actions")}
                  </Typography>
                  {finding.actions.length ? (
                    <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                      {finding.actions.map((action) => (
                        <li key={action.id}>
                          {props.canPlanActions ? (
                            <Link href={`/planning/action-plan/${action.id}`}>{action.title}</Link>
                          ) : (
                            action.title
                          )}
                          {` · ${tActions(`statuses.${action.status}`)}`}
                          {action.responsible ? ` · ${action.responsible.name}` : ""}
                        </li>
                      ))}
                    </Stack>
                  ) : (
                    <Typography variant="body2" color="warning.main">
                      {t("findings.needsAction")}
                    </Typography>
                  )}
                </Box>
              ) : null}
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
                {props.editable ? (
                  <Button size="small" onClick={() => props.onEdit(finding)} sx={{ minHeight: 44 }}>
                    {t("findings.editOne", { number: index + 1 })}
                  </Button>
                ) : null}
                {nonconformity && props.canPlanActions ? (
                  <Button
                    size="small"
                    component={Link}
                    href={`/planning/action-plan/new?findingId=${finding.id}&auditId=${props.auditId}`}
                    sx={{ minHeight: 44 }}
                  >
                    {t("findings.addAction")}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
