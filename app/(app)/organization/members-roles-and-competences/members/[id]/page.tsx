import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { permits } from "@/lib/platform/auth/access";
import { Notice } from "@/components/platform/ui/notice";
import { Tag } from "@/components/platform/ui/tag";
import { Section } from "@/components/platform/ui/section";
import { LazyMemberForm } from "@/components/modules/organization/members/lazy";
import { RequirementsTable } from "@/components/modules/organization/competences/requirements-table";
import { AcquisitionsSection } from "@/components/modules/organization/competences/acquisitions-section";
import { memberAcquisitions } from "@/lib/modules/organization/competences/acquisitions";
import { getMember } from "@/lib/modules/organization/members/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/organization/members-roles-and-competences";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  return recordTitle(params, getMember, { record: (member) => member.name, new: t("member.newTitle") });
}

async function MemberPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  const { context, record: member } = await recordPage(params, getMember, { create: memberAccess.create });
  if (!member)
    return <LazyMemberForm organizationId={context.organizationId} member={null} areas={await listAreas(context)} />;
  const acquisitions = await memberAcquisitions(context, member.id);
  const canRecord = permits(memberAccess.update, context);
  // the latest acquisition of each competence carries the certificate the requirement shows
  const latest = new Map<string, (typeof acquisitions)[number]>();
  for (const acquisition of acquisitions) {
    if (!latest.has(acquisition.competence.id)) latest.set(acquisition.competence.id, acquisition);
  }
  return (
    <DetailFrame
      title={member.name}
      subtitle={[
        member.status === "invited" ? t("member.invited") : null,
        member.jobTitle,
        member.area?.name,
        member.email,
      ]
        .filter(Boolean)
        .join(" · ")}
      actions={[
        { href: `${BASE}?tab=members`, label: t("actions.back") },
        { href: `${BASE}/members/${member.id}/edit`, label: t("actions.edit"), primary: true },
      ]}
      more={
        permits(memberAccess.remove, context) ? (
          <RemovalButton
            kind="remove"
            path={`/api/v1/organizations/${context.organizationId}/members/${member.id}`}
            name={member.name}
            afterHref={`${BASE}?tab=members`}
          />
        ) : null
      }
    >
      {member.status === "invited" ? <Notice>{t("member.invitedNotice")}</Notice> : null}
      <Section title={t("member.scopes")}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
          {member.scopes.map((scope) => (
            <Tag key={scope} label={t(`scopes.${scope}`)} />
          ))}
        </Stack>
      </Section>
      <Section title={t("member.roles")}>
        {member.roles.length ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
            {member.roles.map((role) => (
              <Tag key={role.id} label={role.name} href={`${BASE}/roles/${role.id}`} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t("counts.none")}</Typography>
        )}
      </Section>
      <Section title={t("member.requirements")}>
        <RequirementsTable
          organizationId={context.organizationId}
          subjectLabel={t("member.competence")}
          emptyText={t("member.noRequirements")}
          lines={member.competenceRequirements.map((requirement) => ({
            key: requirement.id,
            subject: requirement.competence.name,
            source: requirement.fromRoles.length
              ? t("member.fromRoles", { roles: requirement.fromRoles.map((role) => role.name).join(", ") })
              : t("member.manual"),
            status: requirement.status,
            acquisitionDeadline: requirement.acquisitionDeadline,
            lastAcquisitionDate: requirement.lastAcquisitionDate,
            nextDueDate: requirement.nextDueDate,
            certificate: latest.get(requirement.competence.id)?.files ?? [],
            recordHref: canRecord
              ? `${BASE}/members/${member.id}/acquisitions/new?competence=${requirement.competence.id}`
              : undefined,
          }))}
        />
      </Section>
      <AcquisitionsSection
        organizationId={context.organizationId}
        memberId={member.id}
        acquisitions={acquisitions}
        canRemove={canRecord}
        addHref={
          canRecord && member.competenceRequirements.length ? `${BASE}/members/${member.id}/acquisitions/new` : null
        }
      />
      <HistoryPanel path={`/api/v1/organizations/${context.organizationId}/members/${member.id}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(MemberPage, "(app)/organization/members-roles-and-competences/members/[id]");
