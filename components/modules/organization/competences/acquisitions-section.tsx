import { getFormatter, getTranslations } from "next-intl/server";
import { FileLinks } from "@/components/platform/files/file-links";
import { EvidenceLine, EvidenceList, EvidenceTitle } from "@/components/platform/ui/evidence-list";
import { FORMATS } from "@/lib/platform/i18n/config";
import type { AcquisitionDto } from "@/lib/modules/organization/competences/acquisition-dto";

/**
 * A member's acquisitions of competences, the latest first: when, until when, the certificate and
 * who recorded it. Managers record new ones and remove one entered wrongly (its record stays in the
 * member's history); earlier acquisitions stay listed as evidence.
 */
export async function AcquisitionsSection(props: {
  organizationId: string;
  memberId: string;
  acquisitions: AcquisitionDto[];
  /** Whether the person may remove one entered wrongly. */
  canRemove: boolean;
  /** Where a new one is recorded; null for those who may not, or a member who must hold nothing. */
  addHref: string | null;
}) {
  const t = await getTranslations("people.acquisitions");
  const format = await getFormatter();
  // calendar dates are UTC midnights; formatting them in UTC keeps the day
  const day = (value: string) => format.dateTime(new Date(value), { ...FORMATS.dateTime.day, timeZone: "UTC" });
  const base = `/api/v1/organizations/${props.organizationId}/members/${props.memberId}/competences`;
  return (
    <EvidenceList
      title={t("title")}
      none={t("none")}
      items={props.acquisitions}
      itemProps={(acquisition) => ({ "data-acquisition": acquisition.competence.name })}
      lines={(acquisition) => (
        <>
          <EvidenceTitle>{acquisition.competence.name}</EvidenceTitle>
          <EvidenceLine>
            {acquisition.expiresOn
              ? t("acquiredUntil", { acquired: day(acquisition.acquiredOn), expires: day(acquisition.expiresOn) })
              : t("acquired", { acquired: day(acquisition.acquiredOn) })}
          </EvidenceLine>
          <EvidenceLine>
            {t("certificate")}:{" "}
            {acquisition.files.length ? (
              <FileLinks organizationId={props.organizationId} files={acquisition.files} />
            ) : (
              t("noCertificate")
            )}
          </EvidenceLine>
          {acquisition.note ? <EvidenceLine>{acquisition.note}</EvidenceLine> : null}
          <EvidenceLine muted>
            {acquisition.recordedByName
              ? t("recordedBy", {
                  date: format.dateTime(acquisition.recordedAt, "day"),
                  name: acquisition.recordedByName,
                })
              : t("carriedOver")}
          </EvidenceLine>
        </>
      )}
      removal={
        props.canRemove
          ? (acquisition) => ({
              path: `${base}/${acquisition.competence.id}/acquisitions/${acquisition.id}`,
              name: `${acquisition.competence.name}, ${day(acquisition.acquiredOn)}`,
            })
          : undefined
      }
      add={props.addHref ? { href: props.addHref, label: t("add") } : null}
    />
  );
}
