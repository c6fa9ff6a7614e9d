import "server-only";
import added from "@/prisma/data/chemicals/clp-precautionary-statements-added.json";
import { db } from "@/lib/platform/db";
import { baseCodes } from "./warnings";

// The CLP Annex I tables (or their cells) that no readable copy held, each with the catalogue's
// products whose statements it would answer: for those, the maintainers enter the precautionary
// statements by hand from the product's safety data sheet and mark them so.

/** Tables of solids answer only for solid products; their statements are the liquids' too. */
const SOLIDS_ONLY = new Set(["2.7", "2.14"]);

export type PrecautionGap = {
  section: string;
  hazardClass: string;
  category: string;
  hazardStatements: string[];
  /** The kinds of statement not read: prevention, response, storage, disposal. */
  kinds: string[];
  products: { id: string; tradeName: string; fromSds: boolean }[];
};

export async function precautionGaps(): Promise<PrecautionGap[]> {
  const products = await db().chemical.findMany({
    select: {
      id: true,
      tradeName: true,
      physicalState: true,
      hazardStatements: true,
      euHazardStatements: true,
      precautionsFromSds: true,
    },
    orderBy: [{ tradeName: "asc" }, { id: "asc" }],
  });
  const coded = products.map((product) => ({
    ...product,
    codes: new Set([...product.hazardStatements, ...product.euHazardStatements].flatMap(baseCodes)),
  }));
  return added.unread.map((table) => ({
    ...table,
    products: coded
      .filter((product) => table.hazardStatements.some((code) => product.codes.has(code)))
      .filter((product) => !SOLIDS_ONLY.has(table.section) || product.physicalState === "SOLID")
      .map((product) => ({ id: product.id, tradeName: product.tradeName, fromSds: product.precautionsFromSds })),
  }));
}
