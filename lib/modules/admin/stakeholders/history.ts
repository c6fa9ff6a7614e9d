// How a stakeholder (of the catalogue or an organization's own) reads in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";

/** A stakeholder, named by its name: a producer, supplier, waste handler or authority. */
export const stakeholderRecord = record("Stakeholder");

export const stakeholderCatalogueHistory = defineHistory({
  stakeholder: {
    fields: {
      name: field.text("stakeholders.fields.name"),
      type: field.enum("stakeholders.fields.type", "stakeholders.types"),
      email: field.text("stakeholders.fields.email"),
      phone: field.text("stakeholders.fields.phone"),
      website: field.text("stakeholders.fields.website"),
      address: field.text("stakeholders.fields.address"),
      zipCode: field.text("stakeholders.fields.zipCode"),
      city: field.text("stakeholders.fields.city"),
      countryAlpha2: field.country("stakeholders.fields.country"),
    },
  },
});
