// The values an organization's stakeholder association may take, without zod, so client lists can
// name them.
import { Relevance } from "@/lib/generated/prisma/enums";

export const RELEVANCES = Object.values(Relevance);
