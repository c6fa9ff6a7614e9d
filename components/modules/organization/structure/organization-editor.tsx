import { Stack } from "@mui/material";
import type { ReactNode } from "react";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import type { loadOrganizationEditor } from "@/lib/modules/organization/structure/editor-data";
import { AreasPanel } from "./areas-panel";
import { OrganizationForm } from "./organization-form";
import { SingleSignOnPanel } from "./single-sign-on-panel";

/**
 * The edit screen of the holding or a subsidiary: its form, its work areas, the holding's single
 * sign-on, its history and, for a subsidiary, `removal` (its archive button).
 */
export function OrganizationEditor(
  props: Awaited<ReturnType<typeof loadOrganizationEditor>> & { removal?: ReactNode },
) {
  return (
    <Stack spacing={3}>
      <OrganizationForm
        organization={props.organization}
        parent={null}
        nace={props.nace}
        canChangeFeatureAccess={props.canChangeFeatureAccess}
      />
      <AreasPanel organizationId={props.organization.id} areas={props.areas} archivedAreas={props.archivedAreas} />
      {props.singleSignOn !== undefined ? (
        <SingleSignOnPanel
          key={String(props.singleSignOn?.lastModifiedDate ?? "none")}
          organizationId={props.organization.id}
          settings={props.singleSignOn}
        />
      ) : null}
      {props.removal ? <Stack direction="row">{props.removal}</Stack> : null}
      <HistoryPanel path={`/api/v1/organizations/${props.organization.id}/history`} />
    </Stack>
  );
}
