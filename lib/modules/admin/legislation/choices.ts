// The values an act's fields may take, without zod, so client lists can name them.
import { LegislationKind } from "@/lib/generated/prisma/enums";

export const LEGISLATION_KINDS = Object.values(LegislationKind);
