"use client";
import { Box, Stack, Typography } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { MembersPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { ReviewDto } from "@/lib/modules/evaluation/management-review/dto";
import { reviewInputSchema } from "@/lib/modules/evaluation/management-review/schema";
import { TOUCH_BUTTONS } from "./touch";

const BASE = "/evaluation/management-review";

/**
 * A management review: its title, the meeting's date, the period under review (a new one: the
 * previous calendar year, met today), agenda and participants, and the conclusions of the minutes.
 * Once held, its period stays: the inputs were frozen for it.
 */
export function ReviewForm(props: { organizationId: string; review: ReviewDto | null }) {
  const t = useTranslations("managementReview");
  const format = useFormatter();
  const { review } = props;
  const today = new Date();
  const year = today.getFullYear() - 1;
  const { form, submit, stale, saving } = useEntityForm({
    schema: reviewInputSchema,
    defaultValues: {
      title: review?.title ?? t("defaultTitle", { year: String(year) }),
      meetingDate: review?.meetingDate ?? localDay(today),
      periodStart: review?.periodStart ?? `${year}-01-01`,
      periodEnd: review?.periodEnd ?? `${year}-12-31`,
      agenda: review?.agenda ?? "",
      participantIds: review?.participants.map((member) => member.id) ?? [],
      otherParticipants: review?.otherParticipants ?? "",
      suitability: review?.suitability ?? "",
      adequacy: review?.adequacy ?? "",
      effectiveness: review?.effectiveness ?? "",
      resourceNeeds: review?.resourceNeeds ?? "",
      lastModifiedDate: review ? new Date(review.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<ReviewDto>(
        `/api/v1/organizations/${props.organizationId}/management-reviews`,
        review?.id,
        values,
        "managementReview",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), "day");
  // a held review's inputs are frozen for its period: the API refuses another one
  const periodFixed = review !== null && review.status !== "DRAFT";
  return (
    <Box sx={TOUCH_BUTTONS}>
      <FormLayout
        title={review ? t("editTitle") : t("newTitle")}
        onSubmit={submit}
        saving={saving}
        stale={stale}
        cancelHref={review ? `${BASE}/${review.id}` : BASE}
      >
        <FormTextField control={control} name="title" label={t("fields.title")} required autoFocus />
        <FormDateField control={control} name="meetingDate" label={t("fields.meetingDate")} />
        {periodFixed ? (
          <div>
            <Typography sx={{ fontWeight: 600 }}>{t("fields.period")}</Typography>
            <Typography>{`${day(review.periodStart)} – ${day(review.periodEnd)}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t("fields.periodHeld")}
            </Typography>
          </div>
        ) : (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormDateField control={control} name="periodStart" label={t("fields.periodStart")} />
            <FormDateField control={control} name="periodEnd" label={t("fields.periodEnd")} />
          </Stack>
        )}
        <FormTextField control={control} name="agenda" label={t("fields.agenda")} multiline minRows={3} />
        <MembersPicker
          control={control}
          name="participantIds"
          label={t("fields.participants")}
          organizationId={props.organizationId}
          initial={review?.participants ?? []}
        />
        <FormTextField
          control={control}
          name="otherParticipants"
          label={t("fields.otherParticipants")}
          multiline
          minRows={2}
        />
        <FormSection title={t("sections.conclusions")} />
        <Typography variant="body2" color="text.secondary">
          {t("conclusionsHelp")}
        </Typography>
        <FormTextField control={control} name="suitability" label={t("fields.suitability")} multiline minRows={2} />
        <FormTextField control={control} name="adequacy" label={t("fields.adequacy")} multiline minRows={2} />
        <FormTextField control={control} name="effectiveness" label={t("fields.effectiveness")} multiline minRows={2} />
        <FormTextField control={control} name="resourceNeeds" label={t("fields.resourceNeeds")} multiline minRows={2} />
      </FormLayout>
    </Box>
  );
}

/** The person's calendar day (YYYY-MM-DD), not UTC's: a meeting early in the morning is today's. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
