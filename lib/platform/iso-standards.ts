// The ISO management-system standards records can serve (the IsoStandard enumeration), with the
// names people know them by. Policies, procedures and the scope name them; GET /api/v1/iso-standards
// lists them for pickers. Client-safe.
import { z } from "zod";
import { IsoStandard } from "@/lib/generated/prisma/enums";
import { ISO_STANDARDS } from "./choices";

const TITLES: Record<IsoStandard, string> = {
  ISO_14001: "Environmental management systems",
  ISO_27001: "Information security management systems",
  ISO_45001: "Occupational health and safety management systems",
};

/** Each standard with its short name ("ISO 14001") and its title in English. */
export const isoStandardCatalogueSchema = z.array(
  z.object({ code: z.enum(IsoStandard), name: z.string(), title: z.string() }),
);

export const isoStandardCatalogue = (): z.output<typeof isoStandardCatalogueSchema> =>
  ISO_STANDARDS.map((code) => ({ code, name: code.replace("_", " "), title: TITLES[code] }));
