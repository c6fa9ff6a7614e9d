"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { RoleDto } from "@/lib/modules/organization/roles/dto";
import { roleInputSchema } from "@/lib/modules/organization/roles/schema";
import { memberOption, namedOption, peopleUrl } from "@/components/platform/forms/people-options";

const BASE = "/organization/members-roles-and-competences";

/** A role: the competences it needs and the members who have it. */
export function RoleForm({ organizationId, role }: { organizationId: string; role: RoleDto | null }) {
  const t = useTranslations("people");
  const { form, submit, stale, saving } = useEntityForm({
    schema: roleInputSchema,
    defaultValues: {
      name: role?.name ?? "",
      description: role?.description ?? "",
      competenceIds: role?.competences.map((competence) => competence.id) ?? [],
      memberIds: role?.assignedMembers.map((assigned) => assigned.member.id) ?? [],
      lastModifiedDate: role ? new Date(role.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      role
        ? api<RoleDto>(`${peopleUrl(organizationId, "roles")}/${role.id}`, { method: "PUT", body: values })
        : api<RoleDto>(peopleUrl(organizationId, "roles"), { method: "POST", body: values }),
    successMessage: (values) => t(role ? "role.saved" : "role.created", { name: values.name }),
    afterSave: (saved) => `${BASE}/roles/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={role ? t("role.editTitle", { name: role.name }) : t("role.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={role ? `${BASE}/roles/${role.id}` : `${BASE}?tab=roles`}
    >
      <FormTextField control={control} name="name" label={t("role.name")} required autoFocus />
      <FormTextField control={control} name="description" label={t("role.description")} multiline minRows={2} />
      <RemoteAutocomplete
        control={control}
        name="competenceIds"
        label={t("role.competences")}
        url={peopleUrl(organizationId, "competences")}
        toOption={namedOption}
        initial={(role?.competences ?? []).map((competence) => ({ id: competence.id, label: competence.name }))}
        multiple
      />
      <RemoteAutocomplete
        control={control}
        name="memberIds"
        label={t("role.members")}
        helperText={t("role.membersHelp")}
        url={peopleUrl(organizationId, "members")}
        toOption={memberOption}
        initial={(role?.assignedMembers ?? []).map(({ member }) => ({
          id: member.id,
          label: `${member.name} (${member.email})`,
        }))}
        multiple
      />
    </FormLayout>
  );
}
