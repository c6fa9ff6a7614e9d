import { Box, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Tag } from "@/components/platform/ui/tag";
import type { EventDto } from "@/lib/modules/evaluation/events/dto";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * What was reported: when, where, what kind, how serious, the inspection it was raised from, and
 * the photos. Server-rendered. The inspection links to its screen for those who may open it.
 */
export async function EventFacts({
  organizationId,
  event,
  linkInspections,
}: {
  organizationId: string;
  event: EventDto;
  linkInspections: boolean;
}) {
  const t = await getTranslations("events");
  const format = await getFormatter();
  const photos = event.files.filter((file) => file.contentType.startsWith("image/"));
  const place = [event.area?.name, event.location].filter(Boolean).join(" · ");
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        <Tag label={t(`statuses.${event.status}`)} />
        <Tag label={t(`kinds.${event.kind}`)} />
        <Tag label={`${t("columns.importance")}: ${t(`importances.${event.importance}`)}`} />
        {event.accidentOccurred ? <Tag label={t("report.accident")} /> : null}
      </Stack>
      <Stack component="dl" direction="row" sx={{ flexWrap: "wrap", gap: 3, m: 0 }}>
        <Fact label={t("detail.when")}>{format.dateTime(new Date(event.occurredAt), "timestamp")}</Fact>
        <Fact label={t("detail.where")}>{place || "–"}</Fact>
        {event.latitude !== null && event.longitude !== null ? (
          <Fact label={t("detail.position")}>
            <a
              href={`https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=18/${event.latitude}/${event.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {`${event.latitude.toFixed(5)}, ${event.longitude.toFixed(5)}`}
            </a>
          </Fact>
        ) : null}
        {event.raisedFrom.length ? (
          <Fact label={t("detail.raisedFrom")}>
            {event.raisedFrom.map((inspection) => {
              const label = t("detail.inspection", {
                title: inspection.title,
                date: format.dateTime(new Date(`${inspection.performedAt ?? inspection.dueDate}T00:00:00Z`), {
                  dateStyle: "medium",
                  timeZone: "UTC",
                }),
              });
              return (
                <span key={inspection.id} style={{ display: "block" }}>
                  {linkInspections ? (
                    <AppLink href={`/monitoring/control-book/inspections/${inspection.id}`}>{label}</AppLink>
                  ) : (
                    label
                  )}
                </span>
              );
            })}
          </Fact>
        ) : null}
        {event.closedDate ? (
          <Fact label={t("statuses.CLOSED")}>{format.dateTime(new Date(event.closedDate), "day")}</Fact>
        ) : null}
      </Stack>
      <div>
        <Typography variant="body2" color="text.secondary">
          {t("detail.description")}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line" }}>{event.description || t("detail.noDescription")}</Typography>
      </div>
      {photos.length ? (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {photos.map((photo, index) => (
            <a key={photo.id} href={`/api/v1/organizations/${organizationId}/files/${photo.id}/raw`}>
              {/* the organization's own file, served by the files API; nothing for next/image to optimise */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/api/v1/organizations/${organizationId}/files/${photo.id}/raw`}
                alt={t("report.photoAlt", { number: index + 1 })}
                width={160}
                height={120}
                style={{ objectFit: "cover", borderRadius: 4 }}
              />
            </a>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The investigation for those who read it only. */
export async function InvestigationSummary({ event }: { event: EventDto }) {
  const t = await getTranslations("events");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : "–");
  const text = (label: string, value: string | null) =>
    value ? (
      <div>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line" }}>{value}</Typography>
      </div>
    ) : null;
  return (
    <Stack spacing={2}>
      {text(t("form.immediateAction"), event.immediateAction)}
      {text(t("form.investigation"), event.investigation)}
      {text(t("form.rootCause"), event.rootCause)}
      <Typography variant="subtitle2" component="h3">
        {t("form.actions")}
      </Typography>
      {event.actions.length === 0 ? <Typography color="text.secondary">{t("form.noActions")}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
        {event.actions.map((action) => (
          <li key={action.id}>
            <Typography>{`${t(`actionTypes.${action.type}`)}: ${action.description}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                action.responsible ? `${t("form.responsible")}: ${action.responsible.name}` : null,
                `${t("form.dueDate")}: ${day(action.dueDate)}`,
                action.doneDate ? `${t("form.doneDate")}: ${day(action.doneDate)}` : null,
                action.waived ? `${t("form.waived")}${action.waivedReason ? ` (${action.waivedReason})` : ""}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
