import { Box, Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { listCommunications } from "@/lib/modules/operation/communication/data";

/**
 * The communications logged for a plan line, newest first, each linked to its record, and "log one"
 * for editors: the new communication carries the line, so the line's next date moves on from it.
 */
export async function PlanCommunications({
  context,
  planItemId,
  canLog,
}: {
  context: OrgContext;
  planItemId: string;
  canLog: boolean;
}) {
  const t = await getTranslations("communication");
  const format = await getFormatter();
  const page = await listCommunications(context, {
    page: 0,
    size: 20,
    sort: "date,desc",
    planItemId,
  } as Parameters<typeof listCommunications>[1]);
  return (
    <Section title={t("log.ofPlanItem")}>
      {page.content.length === 0 ? <Typography color="text.secondary">{t("log.noneForPlanItem")}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {page.content.map((row) => (
          <Box component="li" key={row.id} sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Link href={`/operation/communication/${row.id}`}>{row.subject}</Link>
            <Typography variant="body2" color="text.secondary">
              {[format.dateTime(new Date(row.date), "day"), t(`kinds.${row.kind}`), row.stakeholder?.name]
                .filter(Boolean)
                .join(" · ")}
            </Typography>
          </Box>
        ))}
      </Stack>
      {canLog ? (
        <Box sx={{ mt: 1 }}>
          <LinkButton href={`/operation/communication/new?planItemId=${planItemId}`} variant="outlined">
            {t("log.logForPlanItem")}
          </LinkButton>
        </Box>
      ) : null}
    </Section>
  );
}
