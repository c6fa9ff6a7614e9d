"use client";
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { emit } from "@/lib/platform/client/events";

export type FactorChoice = { id: string; name: string; source: string; catalogue: boolean };

/**
 * Which emission factors apply to a meter: the catalogue's and the organization's own of the
 * meter's type, ticked and saved together. The server refuses two of a kind for one account line
 * (the refusal is shown here), and a new own factor is made on its own page and linked at once.
 */
export function MeterFactorsForm({
  organizationId,
  meterId,
  choices,
  linkedIds,
  canAddOwn,
}: {
  organizationId: string;
  meterId: string;
  choices: FactorChoice[];
  linkedIds: string[];
  canAddOwn: boolean;
}) {
  const t = useTranslations("meters.factors");
  const router = useRouter();
  const [chosen, setChosen] = useState(() => new Set(linkedIds));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = chosen.size !== linkedIds.length || linkedIds.some((id) => !chosen.has(id));

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    setError(null);
    const ids = choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.id);
    try {
      await api(`/api/v1/organizations/${organizationId}/carbon/meters/${meterId}/emission-factors`, {
        method: "PUT",
        body: { emissionFactorIds: ids },
      });
      emit("toast", { severity: "success", detail: t("saved") });
      router.refresh();
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) throw failure;
      // the refusal names the factor by its place in the list sent
      const [field] = Object.keys(failure.fields);
      const index = Number(/^emissionFactorIds\.(\d+)$/.exec(field ?? "")?.[1]);
      const name = Number.isInteger(index) ? choices.find((choice) => choice.id === ids[index])?.name : undefined;
      setError(name ? t("refused", { name }) : failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle2">
        {t("legend")}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t("help")}
      </Typography>
      {error ? (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      ) : null}
      {choices.length ? (
        <FormGroup>
          {choices.map((choice) => (
            <Stack key={choice.id} direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={chosen.has(choice.id)}
                    onChange={(event) => toggle(choice.id, event.target.checked)}
                  />
                }
                label={`${choice.name} (${choice.catalogue ? t("catalogue") : t("own")})`}
              />
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {choice.source}
              </Typography>
              {choice.catalogue ? null : (
                <Button
                  component={AppLink}
                  href={`/monitoring/meters/${meterId}/emission-factors/${choice.id}/edit`}
                  size="small"
                  aria-label={t("editOwnNamed", { name: choice.name })}
                >
                  {t("editOwn")}
                </Button>
              )}
            </Stack>
          ))}
        </FormGroup>
      ) : (
        <Typography>{t("none")}</Typography>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !changed}>
          {t("save")}
        </Button>
        {canAddOwn ? (
          <Button component={AppLink} href={`/monitoring/meters/${meterId}/emission-factors/new`} variant="outlined">
            {t("newOwn")}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
