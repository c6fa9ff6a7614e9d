import { Box, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import { actsBeyondOwn } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { aspectsOfRecord } from "@/lib/modules/planning/aspects/data";

/**
 * The environmental aspects that name a record (a meter, a registered chemical), read-only on the
 * record's own screen for anyone who may read the record; managers follow them to the aspect.
 */
export async function RecordAspects({
  context,
  record,
}: {
  context: OrgContext;
  record: { meterId: string } | { chemicalAssociationId: string };
}) {
  if (context.featureAccess === "LIMITED") return null;
  const t = await getTranslations("aspects");
  const aspects = await aspectsOfRecord(context, record);
  const manages = actsBeyondOwn(aspectAccess.read, context.grants);
  return (
    <Section title={t("fromRecord.title")}>
      {aspects.length === 0 ? <Typography color="text.secondary">{t("fromRecord.none")}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="record-aspects">
        {aspects.map((aspect) => (
          <Box component="li" key={aspect.id} sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
            {manages ? (
              <Link href={`/planning/aspects/${aspect.id}`}>{aspect.title}</Link>
            ) : (
              <span>{aspect.title}</span>
            )}
            <Tag
              size="small"
              color={aspect.significant ? "warning" : "default"}
              label={`${aspect.score} · ${t(aspect.significant ? "significant" : "notSignificant")}`}
            />
            <Typography variant="body2" color="text.secondary">
              {`${aspect.activity} · ${t(`categories.${aspect.category}`)} · ${aspect.impact}`}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
