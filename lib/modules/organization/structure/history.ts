// How an organization's own changes and its work areas read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { fileRecord } from "@/lib/platform/shell/history";

/** A work area, named by its name. */
export const areaRecord = record("Area");
const organizationRecord = record("Organization");

export const structureHistory = defineHistory({
  organization: {
    fields: {
      name: field.text("organization.form.name"),
      type: field.enum("audit.fields.type", "audit.values.organizationTypes"),
      parentId: field.ref("audit.fields.parentId", organizationRecord),
      naceCode: field.text("organization.form.naceCode"),
      address: field.text("organization.form.address"),
      zipCode: field.text("organization.form.zipCode"),
      city: field.text("organization.form.city"),
      countryAlpha2: field.country("organization.form.country"),
      logoFileId: field.ref("organization.form.logo", fileRecord),
      featureAccess: field.enum("organization.form.featureAccess", "organization.form.featureAccessValues"),
      requireTwoFactorForManagers: field.boolean("organization.form.requireTwoFactorForManagers"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the holding at the top of the tree, derived from the parent
    hidden: ["holdingId"],
  },
  single_sign_on: {
    fields: {
      issuer: field.text("singleSignOn.form.issuer"),
      clientId: field.text("singleSignOn.form.clientId"),
      clientSecretChangedDate: field.timestamp("singleSignOn.form.clientSecretChanged"),
      domains: field.text("singleSignOn.form.domains"),
      required: field.boolean("singleSignOn.form.required"),
    },
    hidden: ["organizationId"],
  },
  area: {
    fields: {
      name: field.text("organization.form.areaName"),
      description: field.text("organization.form.areaDescription"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
});
