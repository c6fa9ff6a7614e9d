// The demo catalogue (prisma/seed/demo-chemicals.json) as the seed loads it: about forty generic
// products, every substance found in the Annex VI catalogue by its CAS number, and every hazard
// statement one that the harmonised classification of its substances can give a mixture.
import { versionsInForce } from "@/lib/modules/admin/hazard-data/annex-vi";
import { db } from "@/lib/platform/db";
import type { SeedClient } from "@/prisma/seed/client";
import { seedDemoChemicals } from "@/prisma/seed/demo-chemicals";
import demoChemicals from "@/prisma/seed/demo-chemicals.json";

/** The kinds of product the chemicals issue asks for, each by a product and its key substance. */
const KINDS: [kind: string, product: string, cas: string][] = [
  ["two-component polyurethane", "Polyurethane adhesive 2K, component B (MDI)", "101-68-8"],
  ["rust remover with phosphoric acid", "Rust remover (phosphoric acid)", "7664-38-2"],
  ["antifreeze with ethylene glycol", "Antifreeze coolant concentrate (ethylene glycol)", "107-21-1"],
  ["cutting fluid", "Cutting fluid, semi-synthetic (water-miscible)", "141-43-5"],
  ["organic peroxide hardener", "Polyester hardener (cumene hydroperoxide 80 %)", "80-15-9"],
  ["solder flux", "Soldering fluid (zinc chloride)", "7646-85-7"],
  ["drain cleaner with sodium hydroxide", "Drain cleaner (sodium hydroxide)", "1310-73-2"],
  ["wood stain", "Wood stain, solvent-based (ethanol)", "64-17-5"],
  ["descaler", "Descaler (sulfamic acid)", "5329-14-6"],
  ["two-component epoxy hardener", "Epoxy resin 2K, component B (amine hardener)", "2855-13-2"],
];

/**
 * The weaker categories of the same hazard class that CLP's rules for mixtures give at lower
 * concentrations (Annex I: acute toxicity by the additivity formula, 3.1.3.6; skin and eyes by the
 * generic limits of Tables 3.2.3 and 3.3.3; STOT by Tables 3.8.3 and 3.9.4; the aquatic environment
 * by the summation method, 4.1.3.5.5). Other classes (flammability, organic peroxides, CMR,
 * sensitisation) give no other statement by concentration.
 */
const WEAKER: Record<string, string[]> = {
  H300: ["H301", "H302"],
  H301: ["H302"],
  H310: ["H311", "H312"],
  H311: ["H312"],
  H330: ["H331", "H332"],
  H331: ["H332"],
  H314: ["H315", "H318", "H319"],
  H318: ["H319"],
  H370: ["H371"],
  H372: ["H373"],
  H410: ["H411", "H412"],
  H411: ["H412"],
};

/**
 * Statements of the first thirty products that no Annex VI entry of their substances gives: they
 * come from the suppliers' own classification of the product. Reported with the products of issue
 * 25, not changed; left out of the check here, and the test fails if one is no longer needed.
 */
const NOT_FROM_ANNEX_VI: Record<string, string[]> = {
  // Met. Corr. 1 is found by testing the product on steel and aluminium (CLP Annex I 2.16);
  // Annex VI harmonises it for none of these substances
  "Sulfuric acid 96 %": ["H290"],
  "Sodium hypochlorite 12.5 %": ["H290"],
  "Caustic soda lye 27 %": ["H290"],
  "Phosphoric acid 75 %": ["H290"],
  "Nitric acid 65 %": ["H290"],
  "Ammonia solution 25 %": ["H290"],
  // an aerosol is classified by its dispenser and contents (CLP Annex I 2.3), not by substance
  "Brake cleaner aerosol": ["H222", "H229"],
  "Polyurethane foam (MDI)": ["H222", "H229"],
  "Zinc spray (cold galvanising)": ["H222", "H229"],
  // ... and none of this one's substances is classified for the aquatic environment
  "Spray paint RAL 9005 black": ["H222", "H229", "H412"],
  // Annex VI gives the gases Press. Gas without its statement (Note U: the supplier names the
  // group); acetylene's chemically unstable gas (H230) is not harmonised
  "Acetylene (dissolved), welding gas": ["H230", "H280"],
  "Propane for heating and cutting": ["H280"],
  // Annex VI classifies 64742-47-8 only as Asp. Tox. 1 (H304); the rest is the fuel's own label
  "Diesel fuel B7": ["H226", "H315", "H332", "H351", "H373", "H411"],
  // neither entry of lead has a STOT RE classification
  "Solder wire Sn60Pb40": ["H372"],
  // neither dichloromethane nor methanol is STOT SE 3
  "Paint stripper (dichloromethane)": ["H336"],
  // neither xylene nor ethylbenzene is classified for eye or respiratory irritation
  "Thinner (xylene)": ["H319", "H335"],
};

/** "H360FD", "H361d", "H373 **" → the statement's number: H360, H361, H373. */
const numberOf = (statement: string) => /^H\d{3}/.exec(statement.trim())?.[0] ?? statement;

const products = demoChemicals.products;

describe("the demo chemical catalogue", () => {
  beforeAll(async () => {
    expect(await seedDemoChemicals(db() as unknown as SeedClient)).toBe(products.length);
  }, 120_000);

  it("holds about forty products, the kinds the chemicals issue names among them", async () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(await db().chemical.count()).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    for (const [kind, name, cas] of KINDS) {
      const found = await db().chemical.findMany({
        where: { tradeName: name },
        select: { substances: { select: { substance: { select: { casNumber: true } } } } },
      });
      expect({ kind, found: found.length }).toEqual({ kind, found: 1 });
      expect({ kind, cas: found[0].substances.map((entry) => entry.substance.casNumber) }).toEqual({
        kind,
        cas: expect.arrayContaining([cas]),
      });
    }
  });

  it("finds every substance of every product in the Annex VI catalogue by its CAS number", async () => {
    const stored = await db().chemical.findMany({
      select: {
        tradeName: true,
        substances: { select: { substance: { select: { casNumber: true } } }, orderBy: { sortOrder: "asc" } },
      },
    });
    const byName = new Map(stored.map((row) => [row.tradeName, row]));
    // the seed leaves out a CAS number it does not find: the lists would differ
    expect(
      products.map((product) => ({
        name: product.name,
        cas: byName.get(product.name)?.substances.map((entry) => entry.substance.casNumber),
      })),
    ).toEqual(products.map((product) => ({ name: product.name, cas: product.substances.map(([cas]) => cas) })));
  });

  it("gives each product only hazard statements its substances' harmonised classification can give", async () => {
    const stored = await db().chemical.findMany({
      select: {
        tradeName: true,
        hazardStatements: true,
        substances: { select: { substance: { select: { indexNo: true, hazardStatements: true } } } },
      },
    });
    const entries = await db().annexViEntry.findMany({
      where: { indexNo: { in: stored.flatMap((row) => row.substances.map((entry) => entry.substance.indexNo ?? "")) } },
      select: { indexNo: true, inApplicationFrom: true, sclMFactorsAte: true },
    });
    // the statements an entry's specific concentration limits name ("STOT SE 3; H335: C ≥ 5.0%")
    const limits = new Map(
      versionsInForce(entries, new Date()).map((entry) => [
        entry.indexNo,
        entry.sclMFactorsAte.flatMap((limit) => limit.match(/H\d{3}/g) ?? []),
      ]),
    );
    const outside = stored.flatMap((row) => {
      const harmonised = row.substances.flatMap(({ substance }) => [
        ...substance.hazardStatements,
        ...(limits.get(substance.indexNo ?? "") ?? []),
      ]);
      const allowed = new Set(harmonised.map(numberOf).flatMap((code) => [code, ...(WEAKER[code] ?? [])]));
      const missing = row.hazardStatements.filter((statement) => !allowed.has(numberOf(statement)));
      return missing.length ? [{ name: row.tradeName, statements: missing }] : [];
    });
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(outside.sort(byName)).toEqual(
      Object.entries(NOT_FROM_ANNEX_VI)
        .map(([name, statements]) => ({ name, statements }))
        .sort(byName),
    );
  });
});
