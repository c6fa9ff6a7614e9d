// The values an emission factor's fields may take, without zod, so client lists can name them.
import { EmissionFactorBasis, EmissionUnit, GhgCategory } from "@/lib/generated/prisma/enums";

export const EMISSION_UNITS = Object.values(EmissionUnit);
export const FACTOR_BASES = Object.values(EmissionFactorBasis);
export const GHG_CATEGORIES = Object.values(GhgCategory);
