import AccountTreeIcon from "@mui/icons-material/AccountTree";
import ApartmentIcon from "@mui/icons-material/Apartment";
import BusinessIcon from "@mui/icons-material/Business";
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText, Paper, Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { OrganizationSummary } from "@/lib/platform/auth/types";

const ICONS = { holding: <AccountTreeIcon />, subsidiary: <BusinessIcon />, department: <ApartmentIcon /> };

type Props = {
  organizations: OrganizationSummary[];
  /** Ids of organizations the user manages (may edit and add to). */
  manageable: Set<string>;
};

/** The holding tree with the actions a manager has at each node. */
export async function OrganizationTree({ organizations, manageable }: Props) {
  const t = await getTranslations("organization.structure");
  const tTypes = await getTranslations("shell.organizationTypes");
  const children = (parentId: string | null) =>
    organizations.filter(
      (organization) =>
        organization.parentId === parentId ||
        (parentId === null && !organizations.some((o) => o.id === organization.parentId)),
    );
  const base = "/organization/manage-organization";

  const node = (organization: OrganizationSummary, depth: number) => {
    const canManage = manageable.has(organization.id);
    const editHref =
      organization.type === "department"
        ? `${base}/${organization.parentId}/department/${organization.id}/edit`
        : organization.type === "subsidiary"
          ? `${base}/${organization.parentId}/subsidiary/${organization.id}/edit`
          : `${base}/${organization.id}/edit`;
    return (
      <Box key={organization.id} component="li" sx={{ listStyle: "none" }}>
        <ListItem
          component="div"
          sx={{ pl: 2 + depth * 3, flexWrap: "wrap", gap: 1, borderBottom: 1, borderColor: "divider" }}
          data-organization={organization.name}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[organization.type]}</ListItemIcon>
          <ListItemText primary={organization.name} secondary={tTypes(organization.type)} sx={{ flex: "1 1 200px" }} />
          {organization.featureAccess === "LIMITED" ? <Chip size="small" label={t("limited")} /> : null}
          {canManage ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
              <LinkButton href={editHref} size="small" aria-label={`${t("edit")} ${organization.name}`}>
                {t("edit")}
              </LinkButton>
              {organization.type !== "department" ? (
                <>
                  <LinkButton href={`${base}/${organization.id}/subsidiary/new/edit`} size="small">
                    {t("addSubsidiary")}
                  </LinkButton>
                  <LinkButton href={`${base}/${organization.id}/department/new/edit`} size="small">
                    {t("addDepartment")}
                  </LinkButton>
                </>
              ) : null}
            </Stack>
          ) : null}
        </ListItem>
        <List disablePadding>{children(organization.id).map((child) => node(child, depth + 1))}</List>
      </Box>
    );
  };

  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t("title")}>
        {children(null).map((root) => node(root, 0))}
      </List>
    </Paper>
  );
}
