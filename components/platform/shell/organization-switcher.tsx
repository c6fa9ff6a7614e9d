"use client";
import { ListItemText, MenuItem, TextField } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import { rememberActiveOrganization } from "@/lib/platform/client/active-organization";

function depths(organizations: OrganizationSummary[]) {
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  const depthOf = (organization: OrganizationSummary): number => {
    const parent = organization.parentId ? byId.get(organization.parentId) : undefined;
    return parent ? depthOf(parent) + 1 : 0;
  };
  return new Map(organizations.map((organization) => [organization.id, depthOf(organization)]));
}

/** The holding tree as a select; the choice is stored for the browser and the server. */
export function OrganizationSwitcher({
  organizations,
  activeId,
  inHeader,
}: {
  organizations: OrganizationSummary[];
  activeId: string;
  /** In the app bar: no floating label, only the name in the closed select. */
  inHeader?: boolean;
}) {
  const t = useTranslations("shell");
  const router = useRouter();
  const depth = useMemo(() => depths(organizations), [organizations]);
  useEffect(() => rememberActiveOrganization(activeId), [activeId]);

  return (
    <TextField
      select
      size="small"
      label={inHeader ? undefined : t("organization")}
      value={activeId}
      onChange={(event) => {
        rememberActiveOrganization(event.target.value);
        router.refresh();
      }}
      slotProps={{
        select: {
          inputProps: { "aria-label": t("switchOrganization") },
          renderValue: (id) => organizations.find((organization) => organization.id === id)?.name ?? "",
        },
      }}
      sx={{ minWidth: 220, maxWidth: "100%" }}
      fullWidth
    >
      {organizations.map((organization) => (
        <MenuItem key={organization.id} value={organization.id} sx={{ pl: 2 + 2 * (depth.get(organization.id) ?? 0) }}>
          <ListItemText
            primary={organization.name}
            secondary={t(`organizationTypes.${organization.type}`)}
            sx={{ my: 0 }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
