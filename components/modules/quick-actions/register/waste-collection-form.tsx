"use client";
import { Box, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { DraftNotice } from "../draft-notice";
import { uploadKept } from "../kept-file";
import { KeptFilesField } from "../kept-files-field";
import { worded } from "../problems";
import { RecordPicker } from "../record-picker";
import { SentPanel, type Sent } from "../sent-panel";
import { useOfflineDraft } from "../use-offline-draft";
import {
  collectionBody,
  collectionField,
  collectionHasContent,
  collectionProblems,
  freshCollection,
  type ArrangementOption,
  type CollectionDraft,
} from "./register-drafts";

/**
 * A waste collection in a few taps: the arrangement (handler and container), the quantity in its
 * unit, the day, a photo of the weighing slip if wanted. One collection of one arrangement; a
 * statement of many goes through the waste screen or its import.
 */
export function WasteCollectionForm(props: {
  organizationId: string;
  userId: string;
  arrangements: ArrangementOption[];
}) {
  const t = useTranslations("quickActions.register");
  const tDraft = useTranslations("quickActions.draft");
  const [sent, setSent] = useState<Sent | null>(null);
  const { organizationId } = props;
  const draftState = useOfflineDraft<CollectionDraft, { id: string; associationId: string }>({
    action: "waste-collection",
    organizationId,
    userId: props.userId,
    fresh: () => freshCollection(),
    hasContent: collectionHasContent,
    deliver: async (draft, progress) => {
      const fileIds = await uploadKept(organizationId, draft.photos, (photos) => progress({ photos }));
      const handler = `/api/v1/organizations/${organizationId}/waste-handler-associations/${draft.arrangement?.handlerId}`;
      return api(`${handler}/bulk-registrations`, {
        method: "POST",
        body: collectionBody(draft, fileIds),
        quiet: true,
      });
    },
    onSent: (registration, { arrangement, quantity }, afterOffline) => {
      announceRecordChange("waste-registration");
      setSent({
        message: t(afterOffline ? "collectionSentAfterOffline" : "collectionSent", {
          quantity: `${quantity.trim()} ${arrangement?.unit ?? ""}`.trim(),
          arrangement: arrangement?.label ?? "",
        }),
        link: {
          href: `/monitoring/waste/${registration.associationId}/registrations/${registration.id}/edit`,
          label: t("openCollection"),
        },
      });
    },
  });
  const { draft, change, send, setErrors } = draftState;
  const errors = Object.fromEntries(
    Object.entries(draftState.errors).map(([field, message]) => [collectionField(field), message]),
  );

  if (!draft) return null;
  if (sent) return <SentPanel sent={sent} again={t("another")} onAgain={() => setSent(null)} />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = worded(collectionProblems(draft), (problem) => t(`problems.${problem}`));
    setErrors(problems);
    if (!Object.keys(problems).length) void send();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <DraftNotice
          waiting={draftState.waiting}
          restored={draftState.restored && !draftState.waiting}
          onDiscard={draftState.discard}
        />
        {props.arrangements.length || draft.arrangement ? (
          <RecordPicker<ArrangementOption>
            label={t("arrangement")}
            options={props.arrangements}
            kept={draft.arrangement}
            value={draft.arrangement?.id ?? ""}
            onChange={(arrangement) => change({ arrangement })}
            error={errors.arrangementId}
          />
        ) : (
          <Typography color="text.secondary">{t("noArrangements")}</Typography>
        )}
        <TextField
          label={t("quantity")}
          name="quantity"
          value={draft.quantity}
          onChange={(event) => change({ quantity: event.target.value })}
          error={!!errors.quantity}
          helperText={errors.quantity}
          required
          fullWidth
          slotProps={{
            htmlInput: { inputMode: "decimal", autoComplete: "off" },
            input: draft.arrangement
              ? { endAdornment: <InputAdornment position="end">{draft.arrangement.unit}</InputAdornment> }
              : {},
          }}
        />
        <TextField
          type="date"
          label={t("collectedOn")}
          name="collectedOn"
          value={draft.collectedOn}
          onChange={(event) => change({ collectedOn: event.target.value })}
          error={!!(errors.collectedOn ?? errors.performedAt)}
          helperText={errors.collectedOn ?? errors.performedAt}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <KeptFilesField
          label={t("slip")}
          value={draft.photos}
          onChange={(photos) => change({ photos })}
          error={errors.fileIds}
        />
        <TextField
          label={t("note")}
          name="note"
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          error={!!errors.note}
          helperText={errors.note}
          multiline
          fullWidth
        />
        <SubmitButton size="large" disabled={draftState.busy || draftState.waiting} sx={{ minHeight: 48 }}>
          {draftState.waiting ? tDraft("waiting") : t("sendCollection")}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
