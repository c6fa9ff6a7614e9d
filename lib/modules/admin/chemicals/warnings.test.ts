import fs from "node:fs";
import path from "node:path";
import { parseCsv } from "@/prisma/seed/csv";
import { AMBIGUOUS_CATEGORY, labelElements } from "./warnings";

describe("label elements from hazard statements (CLP Annex I, Article 26)", () => {
  it.each([
    ["acetone", ["H225", "H319", "H336"], ["GHS02", "GHS07"], "DANGER"],
    ["isopropanol", ["H225", "H319", "H336"], ["GHS02", "GHS07"], "DANGER"],
    ["sulfuric acid 96 %", ["H290", "H314"], ["GHS05"], "DANGER"],
    ["sodium hypochlorite solution 12.5 %", ["H290", "H314", "H410"], ["GHS05", "GHS09"], "DANGER"],
    [
      "diesel fuel",
      ["H226", "H304", "H315", "H332", "H351", "H373", "H411"],
      ["GHS02", "GHS07", "GHS08", "GHS09"],
      "DANGER",
    ],
    ["acetylene (welding gas)", ["H220", "H230", "H280"], ["GHS02", "GHS04"], "DANGER"],
    ["argon/CO2 shielding gas", ["H280"], ["GHS04"], "WARNING"],
    ["spray paint", ["H222", "H229", "H319", "H336", "H412"], ["GHS02", "GHS07"], "DANGER"],
    ["epoxy resin component A", ["H315", "H317", "H319", "H411"], ["GHS07", "GHS09"], "WARNING"],
    ["hydraulic oil", ["H412"], [], "NORMAL"],
  ])("labels %s", (_product, statements, pictograms, signalWord) => {
    expect(labelElements(statements)).toEqual({ pictograms, signalWord });
  });

  it("drops the exclamation mark where a skull, corrosion or respiratory sensitiser replaces it (Article 26)", () => {
    expect(labelElements(["H301", "H315", "H319"]).pictograms).toEqual(["GHS06"]);
    expect(labelElements(["H314", "H315", "H319"]).pictograms).toEqual(["GHS05"]);
    expect(labelElements(["H314", "H302"]).pictograms).toEqual(["GHS05", "GHS07"]);
    expect(labelElements(["H334", "H317", "H319"]).pictograms).toEqual(["GHS08"]);
    expect(labelElements(["H334", "H335"]).pictograms).toEqual(["GHS07", "GHS08"]);
  });

  it("reads suffixed and combined codes as their base statements", () => {
    expect(labelElements(["H350i", "H360Fd", "H372 **"])).toEqual({ pictograms: ["GHS08"], signalWord: "DANGER" });
    expect(labelElements(["H302+H312+H332"])).toEqual({ pictograms: ["GHS07"], signalWord: "WARNING" });
    expect(labelElements(["EUH066", "H999"])).toEqual({ pictograms: [], signalWord: "NORMAL" });
  });

  it("reproduces the pictograms and signal word of Annex VI's entries", () => {
    const rows = parseCsv(fs.readFileSync(path.join(process.cwd(), "prisma/data/chemicals/clp-annex-vi.csv"), "utf8"));
    const words: Record<string, string> = { Dgr: "DANGER", Wng: "WARNING", "": "NORMAL" };
    // gases under pressure carry no statement in Annex VI; "****" marks an open pictogram choice
    const comparable = rows.filter(
      (row) => !row.hazard_class_category.includes("Press. Gas") && !row.pictograms.includes("*"),
    );
    const differing = comparable.filter((row) => {
      const label = labelElements(row.labelling_hazard_statements.split("|").filter(Boolean));
      return (
        label.pictograms.join("|") !== row.pictograms.split("|").filter(Boolean).sort().join("|") ||
        label.signalWord !== words[row.signal_word]
      );
    });
    expect(comparable.length).toBeGreaterThan(4200);
    // the rest are the categories one statement cannot tell apart, and one entry whose type the
    // table leaves open ("Self-react. C ****" with H241)
    const explained = (row: Record<string, string>) =>
      AMBIGUOUS_CATEGORY.some((code) => row.labelling_hazard_statements.includes(code)) ||
      row.hazard_class_category.includes("****");
    expect(differing.filter((row) => !explained(row)).map((row) => row.index_no)).toEqual([]);
    expect(differing.length).toBeLessThan(10);
  });
});
