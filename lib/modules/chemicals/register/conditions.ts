import "server-only";
// The register's flags as SQL over a registered chemical `t`, shared by the list's filters, the
// rows' flags and the due source, so that a filter and the flag it filters on cannot disagree.
import { Prisma } from "@/lib/generated/prisma/client";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { TIME_ZONE } from "@/lib/platform/i18n/config";

/** The catalogue's sheets of the product for the country of use, as `s`. */
const catalogueSheets = sql`"ChemicalCountryData" cd JOIN "SafetyDataSheet" s ON s."countryDataId" = cd."id"
  WHERE cd."chemicalId" = t."chemicalId" AND cd."countryAlpha2" = t."countryAlpha2"`;

/** The organization's own sheets of the registration for the country of use, as `o`. */
const ownSheets = sql`"OwnSafetyDataSheet" o WHERE o."associationId" = t."id" AND o."countryAlpha2" = t."countryAlpha2"`;

/**
 * The newest revision date of the safety data sheets for the country of use, the catalogue's or the
 * organization's own (GREATEST passes over the side that has none).
 */
export const latestSdsDate = sql`GREATEST((SELECT max(s."lastRevisionDate") FROM ${catalogueSheets}),
  (SELECT max(o."lastRevisionDate") FROM ${ownSheets}))`;

/** The newest sheet itself: its file, and whether it is the organization's own (own first on a tie). */
export const latestSdsFile = sql`(SELECT json_build_object('fileId', f."fileId", 'own', f."own") FROM (
    SELECT s."fileId", s."lastRevisionDate", false AS "own" FROM ${catalogueSheets}
    UNION ALL SELECT o."fileId", o."lastRevisionDate", true FROM ${ownSheets}
  ) f ORDER BY f."lastRevisionDate" DESC, f."own" DESC, f."fileId" LIMIT 1)`;

/** The product's storage class in the country of use. */
export const storageClassOf = sql`(SELECT cd."storageClass" FROM "ChemicalCountryData" cd
  WHERE cd."chemicalId" = t."chemicalId" AND cd."countryAlpha2" = t."countryAlpha2")`;

/** A current sheet: revised on or after the cutoff. */
export const hasCurrentSds = (cutoff: string) => sql`(EXISTS (SELECT 1 FROM ${catalogueSheets}
    AND s."lastRevisionDate" >= ${cutoff}::date)
  OR EXISTS (SELECT 1 FROM ${ownSheets} AND o."lastRevisionDate" >= ${cutoff}::date))`;

// The substitution flags depend on the product alone: each is the set of catalogue products it
// holds for, read once per statement (PostgreSQL hashes the subquery), never once per row.
const products = (condition: Sql) => sql`t."chemicalId" IN (SELECT c."id" FROM "Chemical" c WHERE ${condition})`;

const substanceOfProduct = (condition: Sql) => sql`EXISTS (SELECT 1 FROM "ChemicalSubstance" cs
  JOIN "Substance" s ON s."id" = cs."substanceId"
  WHERE cs."chemicalId" = c."id" AND ${condition})`;

/** Today in the application's time zone, as `calendarToday()` has it. */
const today = sql`(now() AT TIME ZONE ${TIME_ZONE})::date`;

// CMR category 1A/1B by a harmonised classification (as cmr.ts reads "Carc. 1B", "Repr. 1A *"),
// found through the entries' GIN indexes on their CAS and EC numbers, in the version of the entry in
// force today (an entry's newer version may apply only from a later date: annex-vi.ts)
const harmonisedCmr = sql`EXISTS (SELECT 1 FROM "AnnexViEntry" a
  WHERE (a."casNumbers" @> ARRAY[s."casNumber"] OR a."ecNumbers" @> ARRAY[s."ecNumber"])
    AND a."inApplicationFrom" <= ${today}
    AND NOT EXISTS (SELECT 1 FROM "AnnexViEntry" newer WHERE newer."indexNo" = a."indexNo"
      AND newer."inApplicationFrom" > a."inApplicationFrom" AND newer."inApplicationFrom" <= ${today})
    AND EXISTS (SELECT 1 FROM unnest(a."hazardClassCategories") k
                WHERE btrim(k) ~ '^(Carc|Muta|Repr)\\. 1[AB]?([^0-9A-Za-z_]|$)'))`;

/** A listing of the substance by CAS or by EC number (each through its own index). */
const listedIn = (table: string) => {
  const name = Prisma.raw(`"${table}"`);
  return sql`(EXISTS (SELECT 1 FROM ${name} l WHERE l."casNo" = s."casNumber")
    OR EXISTS (SELECT 1 FROM ${name} l WHERE l."ecNo" = s."ecNumber"))`;
};

/** Carcinogenic, mutagenic or toxic for reproduction (1A/1B): by the product's label or a substance's harmonised classification. */
export const isCmr = products(sql`(EXISTS (SELECT 1 FROM unnest(c."hazardStatements") h WHERE h ~ '^H(340|350|360)')
  OR ${substanceOfProduct(harmonisedCmr)})`);

/** A substance on the REACH Candidate List. */
export const isSvhc = products(substanceOfProduct(listedIn("SvhcListing")));

/** A substance hit by REACH Annex XVII: listed by number, or entries 28–30 through a harmonised CMR classification. */
export const isRestricted = products(
  substanceOfProduct(sql`(${listedIn("RestrictionSubstance")} OR ${harmonisedCmr})`),
);

export const isSubstitutionCandidate = sql`(${isCmr} OR ${isSvhc} OR ${isRestricted})`;

/** Used or stored in the area. */
export const inArea = (areaId: string) => sql`(EXISTS (SELECT 1 FROM "_ChemicalUseAreas" u
    WHERE u."B" = t."id" AND u."A" = ${areaId}::uuid)
  OR EXISTS (SELECT 1 FROM "_ChemicalStorageAreas" st WHERE st."B" = t."id" AND st."A" = ${areaId}::uuid))`;

/** What the register needs of a registration and it lacks: who keeps it, how much, where it is used and stored. */
export const hasRegisterGaps = sql`(t."responsibleId" IS NULL OR t."amount" IS NULL
  OR NOT EXISTS (SELECT 1 FROM "_ChemicalUseAreas" u WHERE u."B" = t."id")
  OR NOT EXISTS (SELECT 1 FROM "_ChemicalStorageAreas" st WHERE st."B" = t."id"))`;
