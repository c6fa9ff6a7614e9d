import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { FileLinks } from "@/components/platform/files/file-links";
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
    <Section title={t("title")}>
      {props.acquisitions.length === 0 ? <Typography color="text.secondary">{t("none")}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {props.acquisitions.map((acquisition) => (
          <Stack
            component="li"
            key={acquisition.id}
            data-acquisition={acquisition.competence.name}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ justifyContent: "space-between", borderBottom: 1, borderColor: "divider", pb: 1 }}
          >
            <div>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{acquisition.competence.name}</Typography>
              <Typography variant="body2">
                {acquisition.expiresOn
                  ? t("acquiredUntil", { acquired: day(acquisition.acquiredOn), expires: day(acquisition.expiresOn) })
                  : t("acquired", { acquired: day(acquisition.acquiredOn) })}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {t("certificate")}:{" "}
                {acquisition.files.length ? (
                  <FileLinks organizationId={props.organizationId} files={acquisition.files} />
                ) : (
                  t("noCertificate")
                )}
              </Typography>
              {acquisition.note ? (
                <Typography variant="body2" sx={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                  {acquisition.note}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {acquisition.recordedByName
                  ? t("recordedBy", {
                      date: format.dateTime(acquisition.recordedAt, "day"),
                      name: acquisition.recordedByName,
                    })
                  : t("carriedOver")}
              </Typography>
            </div>
            {props.canRemove ? (
              <div>
                <RemovalButton
                  kind="delete"
                  path={`${base}/${acquisition.competence.id}/acquisitions/${acquisition.id}`}
                  name={`${acquisition.competence.name}, ${day(acquisition.acquiredOn)}`}
                />
              </div>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {props.addHref ? (
        <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1 }}>
          <LinkButton href={props.addHref} variant="outlined">
            {t("add")}
          </LinkButton>
        </Stack>
      ) : null}
    </Section>
  );
}
