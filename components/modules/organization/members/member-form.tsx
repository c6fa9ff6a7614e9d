"use client";
import { Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { ORG_SCOPES } from "@/lib/platform/auth/scopes";
import { toWireDate } from "@/lib/platform/api/wire";
import { api } from "@/lib/platform/client/api-client";
import type { MemberDto } from "@/lib/modules/organization/members/dto";
import { memberCreateSchema, memberUpdateSchema } from "@/lib/modules/organization/members/schema";
import { namedOption, peopleUrl } from "@/components/platform/forms/people-options";
import { RequirementsEditor } from "@/components/modules/organization/competences/requirements-editor";

const BASE = "/organization/members-roles-and-competences";
type MemberFormValues = z.input<typeof memberUpdateSchema> & { email?: string };

type Props = { organizationId: string; member: MemberDto | null; areas: { id: string; name: string }[] };

/** Adds a member (a new e-mail gets an invitation) or edits one; requirements from roles are shown with their role. */
export function MemberForm({ organizationId, member, areas }: Props) {
  const t = useTranslations("people");
  const requirements = member?.competenceRequirements ?? [];
  const { form, submit, stale, saving } = useEntityForm<MemberFormValues, unknown, MemberDto>({
    // one form for both: a new member also has an e-mail address, an existing one a lastModifiedDate
    schema: (member ? memberUpdateSchema : memberCreateSchema) as unknown as z.ZodType<unknown, MemberFormValues>,
    defaultValues: {
      name: member?.name ?? "",
      email: member ? undefined : "",
      jobTitle: member?.jobTitle ?? "",
      scopes: member?.scopes ?? ["READ"],
      areaId: member?.area?.id ?? null,
      roleIds: member?.roles.map((role) => role.id) ?? [],
      competenceRequirements: requirements.map((requirement) => ({
        competenceId: requirement.competence.id,
        acquisitionDeadline: toWireDate(requirement.acquisitionDeadline),
        lastAcquisitionDate: toWireDate(requirement.lastAcquisitionDate),
        manual: requirement.manual,
      })),
      lastModifiedDate: member ? new Date(member.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      member
        ? api<MemberDto>(`${peopleUrl(organizationId, "members")}/${member.id}`, { method: "PUT", body: values })
        : api<MemberDto>(peopleUrl(organizationId, "members"), { method: "POST", body: values }),
    successMessage: (values) =>
      t(member ? "member.saved" : "member.created", { name: (values as { name: string }).name }),
    afterSave: (saved) => `${BASE}/members/${saved.id}`,
  });
  const { control } = form;
  const labels = Object.fromEntries(requirements.map((r) => [r.competence.id, r.competence.name]));
  const notes = Object.fromEntries(
    requirements
      .filter((r) => r.fromRoles.length)
      .map((r) => [r.competence.id, t("member.fromRoles", { roles: r.fromRoles.map((role) => role.name).join(", ") })]),
  );
  return (
    <FormLayout
      title={member ? t("member.editTitle", { name: member.name }) : t("member.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={member ? `${BASE}/members/${member.id}` : `${BASE}?tab=members`}
    >
      <FormTextField
        control={control}
        name="name"
        label={t("member.name")}
        required
        autoFocus={member?.status !== "active"}
        autoComplete="off"
        // once the person has accepted, the name is theirs
        disabled={member?.status === "active"}
        helperText={t(
          !member ? "member.nameHelpNew" : member.status === "invited" ? "member.nameHelpInvited" : "member.nameOwned",
        )}
      />
      {member ? (
        <Typography>
          {t("member.email")}: {member.email}
        </Typography>
      ) : (
        <FormTextField
          control={control}
          name="email"
          label={t("member.email")}
          type="email"
          required
          helperText={t("member.emailHelp")}
        />
      )}
      <FormTextField control={control} name="jobTitle" label={t("member.jobTitle")} />
      <FormSelect
        control={control}
        name="areaId"
        label={t("member.area")}
        options={areas.map((area) => ({ value: area.id, label: area.name }))}
        allowEmpty="—"
      />
      <FormCheckboxes
        control={control}
        name="scopes"
        label={t("member.scopes")}
        options={ORG_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))}
      />
      <RemoteAutocomplete
        control={control}
        name="roleIds"
        label={t("member.roles")}
        url={peopleUrl(organizationId, "roles")}
        toOption={namedOption}
        initial={(member?.roles ?? []).map((role) => ({ id: role.id, label: role.name }))}
        multiple
      />
      <Typography variant="h6" component="h2">
        {t("member.requirements")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("member.requirementsHelp")}
      </Typography>
      <RequirementsEditor
        control={control}
        name="competenceRequirements"
        idKey="competenceId"
        url={peopleUrl(organizationId, "competences")}
        toOption={namedOption}
        labels={labels}
        notes={notes}
        relatedLabel={t("member.competence")}
        addLabel={t("member.addRequirement")}
        emptyText={t("member.noRequirements")}
      />
    </FormLayout>
  );
}
