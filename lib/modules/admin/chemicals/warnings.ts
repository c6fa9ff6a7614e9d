// What a product's hazard statements require on its label under CLP: the pictograms and the
// signal word. Client-safe.
//
// Sources (Regulation (EC) No 1272/2008, consolidated text):
// - Annex I, the "label elements" table of each hazard class (parts 2 to 5 and Annex I part 5 for
//   the ozone layer): which pictogram and signal word each hazard category carries. A statement
//   code stands for its category here; where one code serves two categories with different label
//   elements (H228 flammable solids 1 and 2, H261 water-reactive 2 and 3, H242 self-reactive and
//   organic peroxides C to F, H272 oxidising liquids and solids 2 and 3), the statement alone cannot tell them, and the lower category's elements are taken
//   (`AMBIGUOUS_CATEGORY` names them; the maintainer may add a pictogram or raise the signal word).
// - Article 26, the precedence of pictograms: GHS06 replaces GHS07; GHS05 replaces GHS07 for skin
//   and eye irritation; GHS08 for respiratory sensitisation replaces GHS07 for skin sensitisation
//   and skin and eye irritation; with GHS01, GHS02 and GHS03 are optional and left out unless
//   another statement than the explosive one requires them.
// - Article 20(3): with "Danger" on the label, "Warning" does not appear.
// - Gases under pressure (GHS04) have no statement in Annex VI; on a product's label it is H280 or
//   H281, which bring it.
// The combined statements (H300+H310 …) are read as their parts. The rule set is held against the
// entries of Annex VI, whose pictograms and signal words it reproduces (warnings.test.ts).

export type Pictogram = "GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";
export type LabelSignalWord = "NORMAL" | "WARNING" | "DANGER";

type Rule = { pictograms: Pictogram[]; signalWord: LabelSignalWord };

const rule = (signalWord: LabelSignalWord, ...pictograms: Pictogram[]): Rule => ({ pictograms, signalWord });

/** Annex I label elements by the statement of the category. */
const RULES: Record<string, Rule> = {
  // physical hazards (Annex I part 2)
  H200: rule("DANGER", "GHS01"),
  H201: rule("DANGER", "GHS01"),
  H202: rule("DANGER", "GHS01"),
  H203: rule("DANGER", "GHS01"),
  H204: rule("WARNING", "GHS01"),
  H205: rule("DANGER", "GHS01"),
  H206: rule("DANGER", "GHS02"),
  H207: rule("WARNING", "GHS02"),
  H208: rule("WARNING", "GHS02"),
  H209: rule("DANGER", "GHS01"),
  H210: rule("DANGER", "GHS01"),
  H211: rule("WARNING", "GHS01"),
  H220: rule("DANGER", "GHS02"),
  H221: rule("WARNING"),
  H222: rule("DANGER", "GHS02"),
  H223: rule("WARNING", "GHS02"),
  H224: rule("DANGER", "GHS02"),
  H225: rule("DANGER", "GHS02"),
  H226: rule("WARNING", "GHS02"),
  H228: rule("DANGER", "GHS02"),
  H229: rule("WARNING"),
  H230: rule("NORMAL"),
  H231: rule("NORMAL"),
  H232: rule("DANGER", "GHS02"),
  H240: rule("DANGER", "GHS01"),
  H241: rule("DANGER", "GHS01", "GHS02"),
  H242: rule("DANGER", "GHS02"),
  H250: rule("DANGER", "GHS02"),
  H251: rule("DANGER", "GHS02"),
  H252: rule("WARNING", "GHS02"),
  H260: rule("DANGER", "GHS02"),
  H261: rule("DANGER", "GHS02"),
  H270: rule("DANGER", "GHS03"),
  H271: rule("DANGER", "GHS03"),
  H272: rule("DANGER", "GHS03"),
  H280: rule("WARNING", "GHS04"),
  H281: rule("WARNING", "GHS04"),
  H290: rule("WARNING", "GHS05"),
  // health hazards (Annex I part 3)
  H300: rule("DANGER", "GHS06"),
  H301: rule("DANGER", "GHS06"),
  H302: rule("WARNING", "GHS07"),
  H304: rule("DANGER", "GHS08"),
  H310: rule("DANGER", "GHS06"),
  H311: rule("DANGER", "GHS06"),
  H312: rule("WARNING", "GHS07"),
  H314: rule("DANGER", "GHS05"),
  H315: rule("WARNING", "GHS07"),
  H317: rule("WARNING", "GHS07"),
  H318: rule("DANGER", "GHS05"),
  H319: rule("WARNING", "GHS07"),
  H330: rule("DANGER", "GHS06"),
  H331: rule("DANGER", "GHS06"),
  H332: rule("WARNING", "GHS07"),
  H334: rule("DANGER", "GHS08"),
  H335: rule("WARNING", "GHS07"),
  H336: rule("WARNING", "GHS07"),
  H340: rule("DANGER", "GHS08"),
  H341: rule("WARNING", "GHS08"),
  H350: rule("DANGER", "GHS08"),
  H351: rule("WARNING", "GHS08"),
  H360: rule("DANGER", "GHS08"),
  H361: rule("WARNING", "GHS08"),
  H362: rule("NORMAL"),
  H370: rule("DANGER", "GHS08"),
  H371: rule("WARNING", "GHS08"),
  H372: rule("DANGER", "GHS08"),
  H373: rule("WARNING", "GHS08"),
  // environmental hazards (Annex I parts 4 and 5)
  H400: rule("WARNING", "GHS09"),
  H410: rule("WARNING", "GHS09"),
  H411: rule("NORMAL", "GHS09"),
  H412: rule("NORMAL"),
  H413: rule("NORMAL"),
  H420: rule("WARNING", "GHS07"),
};

/** Codes that stand for two categories with different label elements; the higher one is taken. */
export const AMBIGUOUS_CATEGORY = ["H228", "H242", "H261", "H272"];

/**
 * A statement's base codes: H350i, H360Fd and "H372 **" read as H350, H360, H372, EUH statements as
 * they are; combinations split.
 */
export const baseCodes = (code: string) =>
  code
    .split("+")
    .map((part) => /^(H|EUH)\d{3}/.exec(part.trim())?.[0])
    .filter((part): part is string => !!part);

const RANK: Record<LabelSignalWord, number> = { NORMAL: 0, WARNING: 1, DANGER: 2 };

const SKIN_EYE_IRRITATION = ["H315", "H319"];
const SKIN_SENSITISATION = ["H317"];

/** The pictograms and signal word that the statements require, in the order GHS01 to GHS09. */
export function labelElements(hazardStatements: readonly string[]): {
  pictograms: Pictogram[];
  signalWord: LabelSignalWord;
} {
  const codes = [...new Set(hazardStatements.flatMap(baseCodes))].filter((code) => RULES[code]);
  let signalWord: LabelSignalWord = "NORMAL";
  const sources = new Map<Pictogram, string[]>();
  for (const code of codes) {
    const { pictograms, signalWord: word } = RULES[code];
    if (RANK[word] > RANK[signalWord]) signalWord = word;
    for (const pictogram of pictograms) sources.set(pictogram, [...(sources.get(pictogram) ?? []), code]);
  }
  const has = (pictogram: Pictogram) => sources.has(pictogram);
  const gh07 = sources.get("GHS07") ?? [];
  // Article 26(1)(b) to (d)
  if (has("GHS06")) sources.delete("GHS07");
  else {
    const replaced = [
      ...(has("GHS05") ? SKIN_EYE_IRRITATION : []),
      ...(sources.get("GHS08")?.includes("H334") ? [...SKIN_EYE_IRRITATION, ...SKIN_SENSITISATION] : []),
    ];
    if (gh07.length && gh07.every((code) => replaced.includes(code))) sources.delete("GHS07");
  }
  return { pictograms: [...sources.keys()].sort(), signalWord };
}
