// The values fields across the modules may take, without zod, so client lists can name them: the
// ISO management-system standards a record serves (the IsoStandard enumeration).
import { IsoStandard } from "@/lib/generated/prisma/enums";

export const ISO_STANDARDS = Object.values(IsoStandard);
