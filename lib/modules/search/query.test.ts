import { MAX_TERMS, parseSearch, termLabels, validCasNumber } from "./query";

const words = (input: string) => parseSearch(input).map((term) => term.word);

describe("parseSearch", () => {
  it("reads words in either language, lower case, each one a prefix to match", () => {
    expect(parseSearch("Brandslukker Fire")).toEqual([
      { word: "brandslukker", codes: [] },
      { word: "fire", codes: [] },
    ]);
    expect(words("Åndedrætsværn røgalarm")).toEqual(["åndedrætsværn", "røgalarm"]);
    expect(words("Sicherheitsdatenblatt")).toEqual(["sicherheitsdatenblatt"]);
  });

  it("keeps what is being typed: the start of a word is a term", () => {
    expect(words("ext")).toEqual(["ext"]);
    expect(words("brandsl")).toEqual(["brandsl"]);
  });

  it("answers nothing for empty, blank or too short input", () => {
    expect(parseSearch("")).toEqual([]);
    expect(parseSearch("   \t\n")).toEqual([]);
    expect(parseSearch("a")).toEqual([]);
    expect(parseSearch("a b c")).toEqual([]);
    // a short word beside a longer one is left out, the longer one counts
    expect(words("a brand")).toEqual(["brand"]);
  });

  it("lets no text-search syntax through, whatever is typed", () => {
    expect(parseSearch("&|!():*")).toEqual([]);
    expect(parseSearch("' \" \\ < > <-> :* & | !")).toEqual([]);
    expect(words("fire & !water | (smoke):*")).toEqual(["fire", "water", "smoke"]);
    expect(words("o'brien")).toEqual(["brien"]);
    expect(words("fire:*A")).toEqual(["fire"]);
    for (const term of parseSearch("a'b:c&d|e!f(g)h<i>j\\k 'x':*B")) {
      expect(term.word ?? "").toMatch(/^[\p{L}\p{N}]*$/u);
    }
  });

  it("splits words joined by punctuation", () => {
    expect(words("e-mail fire-extinguisher")).toEqual(["mail", "fire", "extinguisher"]);
    expect(words("ISO/14001")).toEqual(["iso", "14001"]);
  });

  it("reads CAS numbers as identifiers: whole ones exactly, the start of one as a prefix", () => {
    expect(parseSearch("64-17-5")).toEqual([{ codes: [{ code: "64-17-5", prefix: false }] }]);
    expect(parseSearch("7732-18-5")).toEqual([{ codes: [{ code: "7732-18-5", prefix: false }] }]);
    expect(parseSearch("64-17")).toEqual([{ codes: [{ code: "64-17", prefix: true }] }]);
    expect(parseSearch("7732-")).toEqual([{ codes: [{ code: "7732-", prefix: true }] }]);
    // in brackets or followed by a comma, as pasted from a safety data sheet
    expect(parseSearch("(64-17-5),")).toEqual([{ codes: [{ code: "64-17-5", prefix: false }] }]);
  });

  it("reads EC numbers as identifiers", () => {
    expect(parseSearch("200-578-6")).toEqual([{ codes: [{ code: "200-578-6", prefix: false }] }]);
    expect(parseSearch("200-57")).toEqual([{ codes: [{ code: "200-57", prefix: true }] }]);
  });

  it("reads a CAS number typed without hyphens as the word and the CAS number, when its check digit fits", () => {
    expect(parseSearch("64175")).toEqual([{ word: "64175", codes: [{ code: "64-17-5", prefix: false }] }]);
    expect(parseSearch("7732185")).toEqual([{ word: "7732185", codes: [{ code: "7732-18-5", prefix: false }] }]);
    // the wrong check digit: only a number
    expect(parseSearch("64176")).toEqual([{ word: "64176", codes: [] }]);
  });

  it("reads UN numbers with or without the space, and four digits as a UN number too", () => {
    const un1170 = [{ codes: [{ code: "un1170", prefix: false }] }];
    expect(parseSearch("UN 1170")).toEqual(un1170);
    expect(parseSearch("UN1170")).toEqual(un1170);
    expect(parseSearch("un1170")).toEqual(un1170);
    expect(parseSearch("UN 11")).toEqual([{ codes: [{ code: "un11", prefix: true }] }]);
    expect(parseSearch("1170")).toEqual([{ word: "1170", codes: [{ code: "un1170", prefix: false }] }]);
  });

  it("mixes words and identifiers, every one of which must match", () => {
    expect(parseSearch("ethanol 64-17-5 UN 1170")).toEqual([
      { word: "ethanol", codes: [] },
      { codes: [{ code: "64-17-5", prefix: false }] },
      { codes: [{ code: "un1170", prefix: false }] },
    ]);
  });

  it("drops repeats and keeps at most MAX_TERMS terms", () => {
    expect(words("fire Fire FIRE")).toEqual(["fire"]);
    expect(parseSearch("aa bb cc dd ee ff gg hh ii")).toHaveLength(MAX_TERMS);
  });

  it("cuts very long input and very long words", () => {
    expect(parseSearch("x".repeat(10_000))[0].word).toHaveLength(60);
    expect(parseSearch(`${"ab ".repeat(500)}brandslukker`)).toEqual([{ word: "ab", codes: [] }]);
  });

  it("names what it searched for", () => {
    expect(termLabels(parseSearch("Brand 64-17 UN 1170"))).toEqual(["brand", "64-17", "un1170"]);
  });
});

describe("validCasNumber", () => {
  it("checks the check digit", () => {
    expect(validCasNumber("64-17-5")).toBe(true);
    expect(validCasNumber("7732-18-5")).toBe(true);
    expect(validCasNumber("67-64-1")).toBe(true);
    expect(validCasNumber("64-17-4")).toBe(false);
    expect(validCasNumber("64175")).toBe(false);
  });
});
