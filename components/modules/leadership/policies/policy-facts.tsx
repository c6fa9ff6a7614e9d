import { Box, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Notice } from "@/components/platform/ui/notice";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import { reviewFact } from "@/components/platform/ui/review-fact";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { PolicyDto } from "@/lib/modules/leadership/policies/dto";

/** Approval, publication, owner, review and standards of a policy, in words. */
export async function PolicyFacts({ policy }: { policy: PolicyDto }) {
  const t = await getTranslations("policies.detail");
  const tScope = await getTranslations("scope");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : "");
  const approval =
    policy.approvedVersion === null
      ? t("notApproved")
      : t("approved", {
          version: policy.approvedVersion,
          name: policy.approvedBy?.name ?? policy.approvedByName ?? "",
          date: day(policy.approvedDate),
        });
  const facts: [string, string][] = [
    [t("owner"), policy.owner?.name ?? t("none")],
    [t("review"), await reviewFact(policy, "policies.detail")],
    [
      t("standards"),
      policy.isoStandards.length
        ? policy.isoStandards.map((code) => tScope(`isoStandards.${code}`)).join(", ")
        : t("none"),
    ],
  ];
  const isPublic = policy.published && policy.approvedVersion !== null && !policy.archivedDate;
  return (
    <Section title={t("facts")}>
      <Typography data-testid="policy-approval">{approval}</Typography>
      {policy.approvedVersion !== null && !policy.approvedIsCurrent ? (
        <Box sx={{ my: 1 }}>
          <Notice>{t("changedSinceApproval", { version: policy.approvedVersion })}</Notice>
        </Box>
      ) : null}
      <FactList facts={facts} spaced />
      <Typography data-testid="policy-publication" sx={{ mb: isPublic ? 1 : 0 }}>
        {isPublic ? t("published") : t("notPublished")}
      </Typography>
      {isPublic ? (
        <LinkButton href={`/leadership/policies/${policy.id}/public`} variant="outlined">
          {t("publicLink")}
        </LinkButton>
      ) : null}
    </Section>
  );
}
