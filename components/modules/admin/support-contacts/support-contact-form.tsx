"use client";
import { Box, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { api } from "@/lib/platform/client/api-client";
import type { SupportContactDto } from "@/lib/modules/admin/support-contacts/dto";
import { supportContactInputSchema } from "@/lib/modules/admin/support-contacts/schema";

const LIST = "/admin/support-contacts";

/** A support contact: new when `contact` is null; an existing one can be deleted after a confirmation. */
export function SupportContactForm({ contact }: { contact: SupportContactDto | null }) {
  const t = useTranslations("supportContacts");
  const { form, submit, stale, saving } = useEntityForm({
    schema: supportContactInputSchema,
    defaultValues: contact
      ? {
          name: contact.name,
          role: contact.role,
          email: contact.email ?? "",
          phone: contact.phone ?? "",
          position: contact.position,
          lastModifiedDate: new Date(contact.lastModifiedDate).toISOString(),
        }
      : { name: "", role: "", email: "", phone: "", position: 0 },
    save: (values) =>
      contact
        ? api<SupportContactDto>(`/api/v1/support-contacts/${contact.id}`, { method: "PUT", body: values })
        : api<SupportContactDto>("/api/v1/support-contacts", { method: "POST", body: values }),
    successMessage: (values) => t(contact ? "saved" : "created", { name: values.name }),
    afterSave: () => LIST,
  });
  return (
    <Stack spacing={2}>
      <FormLayout
        title={contact ? t("editTitle", { name: contact.name }) : t("newTitle")}
        onSubmit={submit}
        saving={saving}
        stale={stale}
        cancelHref={LIST}
      >
        <FormTextField control={form.control} name="name" label={t("fields.name")} required autoFocus />
        <FormTextField
          control={form.control}
          name="role"
          label={t("fields.role")}
          required
          helperText={t("fields.roleHelp")}
        />
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={form.control}
            name="email"
            label={t("fields.email")}
            type="email"
            autoComplete="off"
          />
          <FormTextField control={form.control} name="phone" label={t("fields.phone")} type="tel" autoComplete="off" />
        </Box>
        <FormTextField
          control={form.control}
          name="position"
          label={t("fields.position")}
          helperText={t("fields.positionHelp")}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 999 } }}
          sx={{ maxWidth: 240 }}
        />
      </FormLayout>
      {contact ? (
        <Box>
          <RemovalButton
            kind="delete"
            path={`/api/v1/support-contacts/${contact.id}`}
            name={contact.name}
            afterHref={LIST}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
