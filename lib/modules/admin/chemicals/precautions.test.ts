import fs from "node:fs";
import path from "node:path";
import demoChemicals from "@/prisma/seed/demo-chemicals.json";
import added from "@/prisma/data/chemicals/clp-precautionary-statements-added.json";
import table from "@/prisma/data/chemicals/clp-precautionary-statements.json";
import { addedPrecautionJson } from "@/prisma/seed/clp-precautions-added-file";
import { addedPrecautionTables } from "@/prisma/seed/clp-precautions-added";
import { precautionsFor } from "./precautions";

describe("precautionary statements from hazard statements (CLP Annex I label elements)", () => {
  it("lists a flammable liquid's statements as its table has them, prevention to disposal", () => {
    expect(precautionsFor(["H225"])).toEqual({
      codes: [
        "P210",
        "P233",
        "P240",
        "P241",
        "P242",
        "P243",
        "P280",
        "P303+P361+P353",
        "P370+P378",
        "P403+P235",
        "P501",
      ],
      gaps: [],
      doubts: [],
    });
  });

  it("merges the statements of several classes once each: acetone", () => {
    const { codes, gaps } = precautionsFor(["H225", "H319", "H336"]);
    expect(gaps).toEqual([]);
    // eye irritation 2 and STOT SE 3 add theirs; P280 of both flammable liquids and eye irritation once
    expect(codes.filter((code) => code === "P280")).toHaveLength(1);
    expect(codes).toEqual(
      expect.arrayContaining(["P264", "P305+P351+P338", "P337+P313", "P261", "P271", "P304+P340", "P312"]),
    );
    expect(codes).toEqual(expect.arrayContaining(["P403+P233", "P405"]));
    expect(codes.indexOf("P210")).toBeLessThan(codes.indexOf("P305+P351+P338"));
    expect(codes.indexOf("P305+P351+P338")).toBeLessThan(codes.indexOf("P403+P235"));
  });

  it("applies a category's row only when the product has all its statements", () => {
    // a flammable gas that is not pyrophoric: no P222 (pyrophoric gas) nor P202 (chemically unstable gas)
    expect(precautionsFor(["H220", "H280"]).codes).toEqual(["P210", "P377", "P381", "P403", "P410+P403"]);
    expect(precautionsFor(["H220", "H230"]).codes).toContain("P202");
    expect(precautionsFor(["H220", "H232"]).codes).toEqual(expect.arrayContaining(["P222", "P280"]));
    // H222 without H229 still finds the extremely flammable aerosol's row
    expect(precautionsFor(["H222"]).codes).toEqual(["P210", "P211", "P251", "P410+P412"]);
  });

  it("takes the more demanding category where one statement serves two", () => {
    // water-reactive 2 and 3 both say H261; category 2 adds P223 and P302+P335+P334
    expect(precautionsFor(["H261"]).codes).toEqual(
      expect.arrayContaining(["P223", "P231+P232", "P302+P335+P334", "P370+P378", "P402+P404"]),
    );
  });

  it("reads suffixed and combined codes, and the EU statements of the 2023 classes", () => {
    expect(precautionsFor(["H350i"]).codes).toEqual(["P201", "P202", "P280", "P308+P313", "P405", "P501"]);
    expect(precautionsFor(["H372 **"]).codes).toContain("P314");
    expect(precautionsFor(["H302+H312"]).codes).toEqual(
      expect.arrayContaining(["P301+P312", "P302+P352", "P362+P364"]),
    );
    expect(precautionsFor(["EUH430"]).codes).toEqual(["P201", "P202", "P273", "P391", "P405", "P501"]);
  });

  it("reports what the data cannot answer instead of a partial list that looks whole", () => {
    expect(precautionsFor(["H314", "H290"]).gaps).toEqual([{ code: "H314", reason: "NO_TABLE" }]);
    expect(precautionsFor(["H228", "H272", "H341", "H360F", "EUH380", "EUH450"]).gaps.map((gap) => gap.code)).toEqual([
      "EUH380",
      "EUH450",
      "H228",
      "H341",
      "H360", // the suffix (F: fertility) names the same table
    ]);
    expect(precautionsFor(["H331"]).gaps).toEqual([{ code: "H331", reason: "PARTLY_READ" }]);
    // EU statements outside Annex I carry no precautionary statements there: not a gap
    expect(precautionsFor(["EUH066", "EUH208"])).toEqual({ codes: [], gaps: [], doubts: [] });
  });

  it("answers the seven tables added from the CSV: explosives, self-reactive, pyrophoric, organic peroxides, corrosive to metals", () => {
    // CLP Table 2.16.2: corrosive to metals, category 1
    expect(precautionsFor(["H290"])).toEqual({ codes: ["P234", "P390", "P406"], gaps: [], doubts: [] });
    // Table 2.15.1, Type B: CLP's optional "[+P378]" is offered as a statement of its own
    expect(precautionsFor(["H241"]).codes).toEqual(
      expect.arrayContaining([
        "P210",
        "P234",
        "P235",
        "P370+P380+P375",
        "P378",
        "P403",
        "P410",
        "P411",
        "P420",
        "P501",
      ]),
    );
    // pyrophoric liquids and solids share H250: the union of both rows, the solid's P302+P335+P334 included
    expect(precautionsFor(["H250"]).codes).toEqual(
      expect.arrayContaining(["P210", "P222", "P231+P232", "P302+P334", "P302+P335+P334", "P370+P378"]),
    );
    expect(precautionsFor(["H200"]).codes).toEqual(expect.arrayContaining(["P201", "P250", "P280", "P401", "P501"]));
  });

  it("gives the statements whose reading is in doubt with that doubt, for the maintainer to check", () => {
    const { codes, doubts } = precautionsFor(["H204"]);
    expect(codes).toEqual(expect.arrayContaining(["P370+P372+P380+P373", "P370+P380+P375"]));
    expect(doubts.map((doubt) => doubt.code).sort()).toEqual(["P370+P372+P380+P373", "P370+P380+P375"]);
    expect(doubts[0].doubt).toMatch(/one code per line/);
    expect(precautionsFor(["H201"]).doubts).toEqual([]);
  });

  it("keeps the added tables' file what their CSV says, and the CSV's PBT table agrees with the first file's", () => {
    expect(
      fs.readFileSync(
        path.join(process.cwd(), "prisma/data/chemicals/clp-precautionary-statements-added.json"),
        "utf8",
      ),
    ).toBe(addedPrecautionJson(process.cwd()));
    expect(added.classes.map((hazardClass) => hazardClass.section)).toEqual([
      "2.1",
      "2.8",
      "2.9",
      "2.10",
      "2.15",
      "2.16",
    ]);
    const read = (name: string) => fs.readFileSync(path.join(process.cwd(), "prisma/data/chemicals", name), "utf8");
    const [pbt] = addedPrecautionTables(
      read("clp-precautionary-statements-added.csv"),
      read("clp-precautionary-statements-added-coverage.csv"),
      [],
    ).filter((hazardClass) => hazardClass.section === "4.3");
    const first = table.classes.find((hazardClass) => hazardClass.section === "4.3")!;
    const codesOf = (
      rows: { hazardStatements: string[]; prevention: string[]; response: string[]; disposal: string[] }[],
    ) => rows.map((row) => [row.hazardStatements, row.prevention, row.response, row.disposal]);
    expect(codesOf(pbt.categories)).toEqual(codesOf(first.categories));
  });

  it("accounts for every precautionary statement on the demo products' labels", () => {
    // each statement a product's label carries is in the list, or a gap is reported beside it
    const answered = demoChemicals.products.map((product) => {
      const statements = [...product.h, ...("euh" in product ? (product.euh as string[]) : [])];
      const { codes, gaps } = precautionsFor(statements);
      return { name: product.name, complete: product.p.every((code) => codes.includes(code)), gaps: gaps.length };
    });
    expect(answered.filter((product) => !product.complete && product.gaps === 0)).toEqual([]);
    expect(answered.filter((product) => product.complete).length).toBeGreaterThan(20);
  });

  it("names only statements of the catalogue", () => {
    const catalogue = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), "prisma/data/chemicals/hazard-statements.json"), "utf8"),
    ) as { code: string }[];
    const known = new Set(catalogue.map((statement) => statement.code));
    const named = [...table.classes, ...added.classes].flatMap((hazardClass) =>
      hazardClass.categories.flatMap((row) => [
        ...row.hazardStatements,
        ...row.prevention,
        ...row.response,
        ...row.storage,
        ...row.disposal,
      ]),
    );
    expect(named.length).toBeGreaterThan(300);
    expect(named.filter((code) => !known.has(code))).toEqual([]);
  });
});
