import type { z } from "zod";
import type { StakeholderDto } from "@/lib/modules/admin/stakeholders/dto";
import type { stakeholderFieldsSchema } from "@/lib/modules/admin/stakeholders/schema";

export type StakeholderValues = z.input<typeof stakeholderFieldsSchema>;

/** A new stakeholder's fields; the type is left for the user to choose, the country is most often Denmark. */
export const EMPTY_STAKEHOLDER = {
  name: "",
  type: undefined,
  email: null,
  phone: null,
  website: null,
  address: null,
  zipCode: null,
  city: null,
  countryAlpha2: "DK",
} as unknown as StakeholderValues;

/** The editable fields of a stored stakeholder. */
export const stakeholderValues = (stakeholder: StakeholderDto): StakeholderValues => ({
  name: stakeholder.name,
  type: stakeholder.type,
  email: stakeholder.email,
  phone: stakeholder.phone,
  website: stakeholder.website,
  address: stakeholder.address,
  zipCode: stakeholder.zipCode,
  city: stakeholder.city,
  countryAlpha2: stakeholder.countryAlpha2,
});
