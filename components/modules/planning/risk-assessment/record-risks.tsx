import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { actsBeyondOwn } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { risksOfRecord } from "@/lib/modules/planning/risk-assessment/data";
import { HazardCard } from "./hazard-card";

/**
 * The risks that concern a record (a machine, a registered chemical), read-only on the record's own
 * screen for anyone who may read the record; managers follow them into the assessment.
 */
export async function RecordRisks({
  context,
  record,
}: {
  context: OrgContext;
  record: { machineId: string } | { chemicalAssociationId: string };
}) {
  if (context.featureAccess === "LIMITED") return null;
  const t = await getTranslations("riskAssessment");
  const hazards = await risksOfRecord(context, record);
  const manages = actsBeyondOwn(riskAccess.read, context.grants);
  return (
    <Section title={t("fromRecord.title")}>
      {hazards.length === 0 ? <Typography color="text.secondary">{t("fromRecord.none")}</Typography> : null}
      <Stack spacing={1.5} data-testid="record-risks">
        {hazards.map((hazard) => (
          <HazardCard
            key={hazard.id}
            hazard={hazard}
            assessmentHref={`/planning/risk-assessment/${hazard.assessment.id}`}
            apiPath={`/api/v1/organizations/${context.organizationId}`}
            manages={manages}
            readOnly
          />
        ))}
      </Stack>
    </Section>
  );
}
