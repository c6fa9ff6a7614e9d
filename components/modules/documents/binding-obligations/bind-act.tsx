"use client";
import { Autocomplete, Button, Stack, TextField } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/platform/client/api-client";
import type { LegislationDto } from "@/lib/modules/admin/legislation/dto";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";

type Option = { id: string; label: string };

const optionOf = (act: LegislationDto): Option => ({
  id: act.id,
  label: `${act.shortName ?? act.titleEn ?? act.titleDa ?? ""} (${act.officialNumber})`,
});

/** Picks an act of the catalogue and binds the organization to it; then opens the new obligation. */
export function BindAct({ organizationId }: { organizationId: string }) {
  const t = useTranslations("bindingObligations");
  const router = useRouter();
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [busy, setBusy] = useState(false);
  // the catalogue is asked once the field is opened, not by every visit to the list
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => {
      void api<{ content: LegislationDto[] }>("/api/v1/legislations", { query: { q: input, size: 20 }, quiet: true })
        .then((page) => setOptions(page.content.map(optionOf)))
        .catch(() => {});
    }, 250);
    return () => clearTimeout(timer);
  }, [input, opened]);

  const bind = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const obligation = await api<ObligationDto>(
        `/api/v1/organizations/${organizationId}/legislations/from-catalogue/${chosen.id}`,
        { method: "POST" },
      );
      router.push(`/documents/binding-obligations/${obligation.id}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
      <Autocomplete<Option>
        options={options}
        value={chosen}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_event, value, reason) => reason === "input" && setInput(value)}
        onChange={(_event, value) => setChosen(value)}
        onOpen={() => setOpened(true)}
        sx={{ flex: 1, minWidth: { sm: 360 } }}
        renderInput={(params) => <TextField {...params} label={t("bind.label")} size="small" />}
      />
      <Button variant="contained" onClick={bind} disabled={!chosen || busy}>
        {t("bind.action")}
      </Button>
    </Stack>
  );
}
