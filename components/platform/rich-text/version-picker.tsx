"use client";
import { MenuItem, Stack, TextField } from "@mui/material";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

type Option = { version: number; label: string };

/** The two versions to compare; the choice lives in the URL (?from=&to=) so that it can be shared. */
export function VersionPicker({ versions, from, to }: { versions: Option[]; from: number; to: number }) {
  const t = useTranslations("scope.compare");
  const router = useRouter();
  const pathname = usePathname();
  const choose = (changes: { from?: number; to?: number }) => {
    const next = { from, to, ...changes };
    router.replace(`${pathname}?from=${next.from}&to=${next.to}`, { scroll: false });
  };
  const select = (label: string, value: number, onPick: (version: number) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onPick(Number(event.target.value))}
      sx={{ flex: 1, minWidth: 0 }}
    >
      {versions.map((option) => (
        <MenuItem key={option.version} value={option.version}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      {select(t("from"), from, (version) => choose({ from: version }))}
      {select(t("to"), to, (version) => choose({ to: version }))}
    </Stack>
  );
}
