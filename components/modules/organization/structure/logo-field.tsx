"use client";
import type { FormControl } from "@/components/platform/forms/fields";
import { Avatar, Button, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { uploadFile } from "@/lib/platform/client/upload";

/** The organization's logo: uploaded as a file of the organization, referenced by id. */
export function LogoField<T extends FieldValues>(props: {
  control: FormControl<T>;
  name: Path<T>;
  organizationId: string;
  label: string;
}) {
  const t = useTranslations("organization.form");
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Avatar
            variant="rounded"
            src={field.value ? `/api/v1/organizations/${props.organizationId}/files/${field.value}/raw` : undefined}
            alt={props.label}
            sx={{ width: 64, height: 64, bgcolor: "grey.100" }}
          />
          <Stack spacing={0.5}>
            <Typography variant="body2">{props.label}</Typography>
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                {t("uploadLogo")}
              </Button>
              {field.value ? (
                <Button size="small" onClick={() => field.onChange(null)}>
                  {t("removeLogo")}
                </Button>
              ) : null}
            </Stack>
          </Stack>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setBusy(true);
              try {
                const stored = await uploadFile(props.organizationId, file);
                field.onChange(stored.id);
              } finally {
                setBusy(false);
                event.target.value = "";
              }
            }}
          />
        </Stack>
      )}
    />
  );
}
