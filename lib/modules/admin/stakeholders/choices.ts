// The values a stakeholder's fields may take, without zod, so client lists can name them.
import { StakeholderType } from "@/lib/generated/prisma/enums";

export const STAKEHOLDER_TYPES = Object.values(StakeholderType);
