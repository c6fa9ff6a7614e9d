import { Stack } from "@mui/material";
import type { loadOrganizationEditor } from "@/lib/modules/organization/structure/editor-data";
import { AreasPanel } from "./areas-panel";
import { OrganizationForm } from "./organization-form";

/** The edit screen of the holding or a subsidiary: its form and its work areas. */
export function OrganizationEditor(props: Awaited<ReturnType<typeof loadOrganizationEditor>>) {
  return (
    <Stack spacing={3}>
      <OrganizationForm
        organization={props.organization}
        parent={null}
        nace={props.nace}
        canChangeFeatureAccess={props.canChangeFeatureAccess}
      />
      <AreasPanel organizationId={props.organization.id} areas={props.areas} />
    </Stack>
  );
}
