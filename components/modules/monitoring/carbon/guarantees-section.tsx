import { getFormatter, getTranslations } from "next-intl/server";
import { FileLinks } from "@/components/platform/files/file-links";
import { EvidenceLine, EvidenceList, EvidenceTitle } from "@/components/platform/ui/evidence-list";
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
    <EvidenceList
      title={t("title")}
      intro={t("intro")}
      none={t("none")}
      items={guarantees}
      lines={(guarantee) => (
        <>
          <EvidenceTitle>
            {t("period", { start: month(guarantee.startMonth), end: month(guarantee.endMonth) })}:{" "}
            {format.number(Number(guarantee.volumeMwh), { maximumFractionDigits: 3 })} MWh,{" "}
            {t(`energySources.${guarantee.energySource}`)}
          </EvidenceTitle>
          <EvidenceLine>
            {t("fields.reference")}: {guarantee.reference}
            {guarantee.issuer ? ` · ${guarantee.issuer}` : ""}
          </EvidenceLine>
          {guarantee.files.length ? (
            <EvidenceLine>
              <FileLinks organizationId={props.context.organizationId} files={guarantee.files} />
            </EvidenceLine>
          ) : null}
          <EvidenceLine muted>
            {t("recordedBy", {
              date: format.dateTime(guarantee.recordedAt, "day"),
              name: guarantee.recordedByName ?? "–",
            })}
          </EvidenceLine>
        </>
      )}
      removal={
        props.canRecord ? (guarantee) => ({ path: `${base}/${guarantee.id}`, name: guarantee.reference }) : undefined
      }
      add={
        props.canRecord
          ? { href: `/monitoring/meters/${props.meterId}/guarantees-of-origin/new`, label: t("add") }
          : null
      }
    />
  );
}
