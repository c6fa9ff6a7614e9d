import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { FileLinks } from "@/components/platform/files/file-links";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { meterGuarantees } from "@/lib/modules/monitoring/carbon/guarantees";

/**
 * An electricity meter's guarantees of origin, the instruments of its market-based figure: each with
 * its months, volume, source, reference, evidence and who recorded it. Those who link factors record
 * new ones and remove one entered wrongly (its record stays in the meter's history).
 */
export async function GuaranteesSection(props: { context: OrgContext; meterId: string; canRecord: boolean }) {
  const t = await getTranslations("carbon.guarantees");
  const format = await getFormatter();
  const guarantees = await meterGuarantees(props.context, props.meterId);
  const month = (value: string) =>
    format.dateTime(new Date(`${value}-15T12:00:00Z`), { month: "short", year: "numeric" });
  const base = `/api/v1/organizations/${props.context.organizationId}/carbon/meters/${props.meterId}/guarantees-of-origin`;
  return (
    <Section title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("intro")}
      </Typography>
      {guarantees.length === 0 ? <Typography>{t("none")}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {guarantees.map((guarantee) => (
          <Stack
            component="li"
            key={guarantee.id}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ justifyContent: "space-between", borderBottom: 1, borderColor: "divider", pb: 1 }}
          >
            <div>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {t("period", { start: month(guarantee.startMonth), end: month(guarantee.endMonth) })}:{" "}
                {format.number(Number(guarantee.volumeMwh), { maximumFractionDigits: 3 })} MWh,{" "}
                {t(`energySources.${guarantee.energySource}`)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {t("fields.reference")}: {guarantee.reference}
                {guarantee.issuer ? ` · ${guarantee.issuer}` : ""}
              </Typography>
              {guarantee.files.length ? (
                <Typography variant="body2">
                  <FileLinks organizationId={props.context.organizationId} files={guarantee.files} />
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {t("recordedBy", {
                  date: format.dateTime(guarantee.recordedAt, "day"),
                  name: guarantee.recordedByName ?? "–",
                })}
              </Typography>
            </div>
            {props.canRecord ? (
              <div>
                <RemovalButton kind="delete" path={`${base}/${guarantee.id}`} name={guarantee.reference} />
              </div>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {props.canRecord ? (
        <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1 }}>
          <LinkButton href={`/monitoring/meters/${props.meterId}/guarantees-of-origin/new`} variant="outlined">
            {t("add")}
          </LinkButton>
        </Stack>
      ) : null}
    </Section>
  );
}
