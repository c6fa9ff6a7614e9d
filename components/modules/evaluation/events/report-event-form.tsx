"use client";
import AddAPhotoIcon from "@mui/icons-material/AddAPhoto";
import CloseIcon from "@mui/icons-material/Close";
import MyLocationIcon from "@mui/icons-material/MyLocation";
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  FormLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { uploadFile } from "@/lib/platform/client/upload";
import type { EventDto } from "@/lib/modules/evaluation/events/dto";
import type { ReportPrefill } from "@/lib/modules/evaluation/events/report-link";
import { eventReportSchema } from "@/lib/modules/evaluation/events/schema";
import { EVENT_IMPORTANCES, EVENT_KINDS } from "@/lib/modules/evaluation/events/choices";
import {
  clearDraft,
  downscale,
  freshDraft,
  hasContent,
  loadDraft,
  photoFile,
  saveDraft,
  type ReportDraft,
} from "./report-draft";
import { SubmitButton } from "@/components/platform/forms/submit-button";

type Errors = Partial<Record<string, string>>;

const isNetworkFailure = (error: unknown) => error instanceof ApiClientError && error.status === 0;

/** The report as the API takes it. */
const bodyOf = (draft: ReportDraft) => ({
  title: draft.title,
  description: draft.description,
  kind: draft.kind,
  importance: draft.importance,
  accidentOccurred: draft.accidentOccurred,
  occurredAt: draft.occurredAt ? new Date(draft.occurredAt).toISOString() : "",
  areaId: draft.areaId || null,
  location: draft.location,
  latitude: draft.latitude,
  longitude: draft.longitude,
  fileIds: draft.photos.flatMap((photo) => (photo.fileId ? [photo.fileId] : [])),
  idempotencyKey: draft.key,
});

/**
 * Reporting an event from a phone, with one thumb: what happened first, the rest as large taps.
 * Every change is kept on the phone; Send without a connection waits for it and then sends the
 * report once (the draft's idempotency key), photos included.
 */
export function ReportEventForm(props: {
  organizationId: string;
  areas: { id: string; name: string }[];
  /** the area and place a scanned label or a machine's page names; an unsent draft keeps its own */
  prefill?: ReportPrefill;
}) {
  const t = useTranslations("events");
  const router = useRouter();
  const toast = useToast();
  useZodLanguage();
  const [draft, setDraft] = useState<ReportDraft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [waiting, setWaiting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sendingRef = useRef(false);
  const photoInput = useRef<HTMLInputElement>(null);

  const prefillArea = props.prefill?.areaId ?? null;
  const prefillLocation = props.prefill?.location ?? null;
  // the draft lives in the browser only: read it after hydration
  useEffect(() => {
    const kept = loadDraft(props.organizationId);
    const restored = kept && hasContent(kept) ? kept : null;
    const fresh = { ...freshDraft(), areaId: prefillArea ?? "", location: prefillLocation ?? "" };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft exists only in the browser
    setDraft(restored ?? (prefillArea || prefillLocation ? fresh : (kept ?? fresh)));
    if (restored) setNotice(t("report.draftRestored"));
    if (restored?.sending) setWaiting(true);
  }, [props.organizationId, prefillArea, prefillLocation, t]);

  const change = useCallback(
    (patch: Partial<ReportDraft> | ((current: ReportDraft) => Partial<ReportDraft>)) =>
      setDraft((current) => {
        const base = current ?? freshDraft();
        const next = { ...base, ...(typeof patch === "function" ? patch(base) : patch) };
        saveDraft(props.organizationId, next);
        return next;
      }),
    [props.organizationId],
  );

  const send = useCallback(async () => {
    if (!draft || sendingRef.current) return;
    sendingRef.current = true;
    setBusy(true);
    let current = { ...draft, sending: true };
    saveDraft(props.organizationId, current);
    try {
      if (!navigator.onLine) throw new ApiClientError(0, "network", "offline");
      for (const [index, photo] of current.photos.entries()) {
        if (photo.fileId) continue;
        const uploaded = await uploadFile(props.organizationId, photoFile(photo));
        const photos = current.photos.map((kept, at) => (at === index ? { ...kept, fileId: uploaded.id } : kept));
        current = { ...current, photos };
        saveDraft(props.organizationId, current);
        setDraft(current);
      }
      const saved = await api<EventDto>(`/api/v1/organizations/${props.organizationId}/events`, {
        method: "POST",
        body: bodyOf(current),
        quiet: true,
      });
      clearDraft(props.organizationId);
      announceRecordChange("event");
      toast.success(t(waiting ? "report.sentAfterOffline" : "report.sent"));
      router.push(`/evaluation/event-handling/${saved.id}`);
    } catch (error) {
      if (isNetworkFailure(error)) {
        setWaiting(true);
        setDraft(current);
        return;
      }
      current = { ...current, sending: false };
      saveDraft(props.organizationId, current);
      setDraft(current);
      setWaiting(false);
      if (error instanceof ApiClientError && error.status === 422) setErrors(error.fields);
      else toast.error(error instanceof Error ? error.message : undefined);
    } finally {
      sendingRef.current = false;
      setBusy(false);
    }
  }, [draft, props.organizationId, router, t, toast, waiting]);

  // waiting for the connection: try when the phone says it is back, and every 10 s in case it does not
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void send();
    window.addEventListener("online", retry);
    const timer = window.setInterval(() => navigator.onLine && retry(), 10_000);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [waiting, send]);

  if (!draft) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = eventReportSchema.safeParse(bodyOf(draft));
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    void send();
  };

  const addPhotos = async (files: FileList | null) => {
    const taken = await Promise.all(
      Array.from(files ?? []).map(async (file) => ({ name: file.name, preview: await downscale(file) })),
    );
    change((current) => ({ photos: [...current.photos, ...taken] }));
    if (photoInput.current) photoInput.current.value = "";
  };

  const locate = () =>
    navigator.geolocation?.getCurrentPosition(
      (position) => {
        change({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setNotice(t("report.locationAdded"));
      },
      () => setNotice(t("report.locationFailed")),
      { enableHighAccuracy: true, timeout: 15_000 },
    );

  const choice = <V extends string>(
    label: string,
    values: readonly V[],
    value: string,
    name: keyof ReportDraft,
    text: (v: V) => string,
  ) => (
    <Box role="radiogroup" aria-label={label}>
      <FormLabel component="div" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {values.map((option) => (
          <Chip
            key={option}
            role="radio"
            aria-checked={value === option}
            label={text(option)}
            color={value === option ? "primary" : "default"}
            variant={value === option ? "filled" : "outlined"}
            onClick={() => change({ [name]: option } as Partial<ReportDraft>)}
            sx={{ minHeight: 44, fontSize: "0.95rem" }}
          />
        ))}
      </Stack>
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
      <Stack spacing={2.5}>
        <div>
          <Typography variant="h4" component="h1">
            {t("newTitle")}
          </Typography>
          <Typography color="text.secondary">{t("report.intro")}</Typography>
        </div>
        {waiting ? <Alert severity="warning">{t("report.savedOffline")}</Alert> : null}
        {notice && !waiting ? (
          <Alert severity="info" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        <TextField
          label={t("report.what")}
          name="title"
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          error={!!errors.title}
          helperText={errors.title}
          required
          multiline
          minRows={2}
          autoFocus
          fullWidth
        />
        {choice(t("report.kind"), EVENT_KINDS, draft.kind, "kind", (kind) => t(`kinds.${kind}`))}
        {choice(t("report.importance"), EVENT_IMPORTANCES, draft.importance, "importance", (importance) =>
          t(`importances.${importance}`),
        )}
        <FormControlLabel
          control={
            <Switch
              checked={draft.accidentOccurred}
              onChange={(event) => change({ accidentOccurred: event.target.checked })}
              name="accidentOccurred"
            />
          }
          label={t("report.accident")}
        />
        <TextField
          type="datetime-local"
          label={t("report.when")}
          name="occurredAt"
          value={draft.occurredAt}
          onChange={(event) => change({ occurredAt: event.target.value })}
          error={!!errors.occurredAt}
          helperText={errors.occurredAt}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        {props.areas.length ? (
          <TextField
            select
            label={t("report.area")}
            name="areaId"
            value={draft.areaId}
            onChange={(event) => change({ areaId: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">{t("report.noArea")}</option>
            {props.areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </TextField>
        ) : null}
        <TextField
          label={t("report.location")}
          name="location"
          value={draft.location}
          onChange={(event) => change({ location: event.target.value })}
          helperText={errors.location ?? t("report.locationHelp")}
          error={!!errors.location}
          fullWidth
        />
        <Button
          variant="outlined"
          startIcon={<MyLocationIcon />}
          onClick={locate}
          sx={{ alignSelf: "flex-start", minHeight: 44 }}
        >
          {t("report.useMyLocation")}
        </Button>
        <div>
          <FormLabel component="div" sx={{ mb: 1 }}>
            {t("report.photos")}
          </FormLabel>
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}>
            {draft.photos.map((photo, index) => (
              <Box key={index} sx={{ position: "relative" }}>
                {/* a data URL from the phone's own camera: next/image has nothing to optimise */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photo.preview}
                  alt={t("report.photoAlt", { number: index + 1 })}
                  width={96}
                  height={96}
                  style={{ objectFit: "cover", borderRadius: 4 }}
                />
                <IconButton
                  size="small"
                  aria-label={t("report.removePhoto", { number: index + 1 })}
                  onClick={() => change({ photos: draft.photos.filter((_, at) => at !== index) })}
                  sx={{ position: "absolute", top: 0, right: 0, bgcolor: "background.paper" }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
          <Button component="label" variant="outlined" startIcon={<AddAPhotoIcon />} sx={{ minHeight: 44 }}>
            {t("report.addPhoto")}
            <input
              ref={photoInput}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              hidden
              name="photos"
              onChange={(event) => void addPhotos(event.target.files)}
            />
          </Button>
        </div>
        <TextField
          label={t("report.details")}
          name="description"
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
          error={!!errors.description}
          helperText={errors.description}
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <SubmitButton size="large" disabled={busy || waiting} sx={{ minHeight: 48 }}>
            {t("report.send")}
          </SubmitButton>
          {hasContent(draft) && !waiting ? (
            <Button
              onClick={() => {
                clearDraft(props.organizationId);
                setDraft(freshDraft());
                setErrors({});
              }}
            >
              {t("report.discard")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
