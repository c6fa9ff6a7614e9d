import { List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { DueCounts } from "@/components/modules/organization/competences/due-status-chip";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { permits } from "@/lib/platform/auth/access";
import { Tag } from "@/components/platform/ui/tag";
import { Section } from "@/components/platform/ui/section";
import { LazyRoleForm } from "@/components/modules/organization/roles/lazy";
import { countStatuses } from "@/lib/modules/organization/competences/due";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { getRole } from "@/lib/modules/organization/roles/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/organization/members-roles-and-competences";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  return recordTitle(params, getRole, { record: (role) => role.name, new: t("role.newTitle") });
}

async function RolePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  const { context, record: role } = await recordPage(params, getRole, { create: roleAccess.create });
  if (!role) return <LazyRoleForm organizationId={context.organizationId} role={null} />;
  const path = `/api/v1/organizations/${context.organizationId}/roles/${role.id}`;
  return (
    <DetailFrame
      archived={archivedOf(role, permits(roleAccess.archive, context), path)}
      title={role.name}
      subtitle={role.description ?? undefined}
      actions={[
        { href: `${BASE}?tab=roles`, label: t("actions.back") },
        { href: `${BASE}/roles/${role.id}/edit`, label: t("actions.edit"), primary: true },
      ]}
      more={
        permits(roleAccess.archive, context) && !role.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={role.name} afterHref={`${BASE}?tab=roles`} />
        ) : null
      }
    >
      <Section title={t("role.competences")}>
        {role.competences.length ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
            {role.competences.map((competence) => (
              <Tag key={competence.id} label={`${competence.name} · ${t(`frequency.${competence.frequency}`)}`} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t("role.noCompetences")}</Typography>
        )}
      </Section>
      <Section title={t("role.members")}>
        {role.assignedMembers.length ? (
          <List dense disablePadding>
            {role.assignedMembers.map(({ member, competenceRequirements }) => {
              const counts = countStatuses(competenceRequirements.map((requirement) => requirement.status));
              return (
                <ListItem
                  key={member.id}
                  divider
                  secondaryAction={
                    <DueCounts
                      overdue={counts.overdueCount}
                      dueSoon={counts.dueSoonCount}
                      missing={counts.missingCount}
                      total={competenceRequirements.length}
                    />
                  }
                >
                  <ListItemText primary={member.name} secondary={member.email} />
                </ListItem>
              );
            })}
          </List>
        ) : (
          <Typography color="text.secondary">{t("role.noMembers")}</Typography>
        )}
      </Section>
      <HistoryPanel path={`/api/v1/organizations/${context.organizationId}/roles/${role.id}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(RolePage, "(app)/organization/members-roles-and-competences/roles/[id]");
