import "server-only";
import { db } from "@/lib/platform/db";

/** The hazard catalogue, by category, in its order. */
export async function listHazardTypes() {
  return db().hazardType.findMany({
    orderBy: [{ category: "asc" }, { position: "asc" }],
    select: {
      id: true,
      code: true,
      category: true,
      nameEn: true,
      nameDa: true,
      descriptionEn: true,
      descriptionDa: true,
      source: true,
    },
  });
}
