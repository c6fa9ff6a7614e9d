import { MARK_END, MARK_START, markTerms, matchedWords, passageSegments, tokenMatches } from "./highlight";
import { parseSearch } from "./query";

const marked = (segments: { text: string; match: boolean }[] | null) =>
  segments?.map((segment) => (segment.match ? `[${segment.text}]` : segment.text)).join("");

describe("markTerms", () => {
  it("marks the words a term starts, whatever their case", () => {
    expect(marked(markTerms("Brandslukker ved Hal 3", parseSearch("brand hal")))).toBe("[Brandslukker] ved [Hal] 3");
    expect(marked(markTerms("Fire extinguishers", parseSearch("extinguisher")))).toBe("Fire [extinguishers]");
  });

  it("marks a word the search found by its stem", () => {
    expect(marked(markTerms("Brandslukker", parseSearch("brandslukkere")))).toBe("[Brandslukker]");
    expect(marked(markTerms("Brandsikkerhed", parseSearch("brandslukkere")))).toBe("Brandsikkerhed");
    expect(marked(markTerms("Brandsikkerhed", parseSearch("brandsl")))).toBe("Brandsikkerhed");
  });

  it("marks identifiers whole or by their start", () => {
    expect(marked(markTerms("64-17-5, 7732-18-5", parseSearch("7732-18")))).toBe("64-17-5, [7732-18-5]");
    expect(marked(markTerms("UN1170", parseSearch("UN 1170")))).toBe("[UN1170]");
    expect(marked(markTerms("64-17-5", parseSearch("64175")))).toBe("[64-17-5]");
  });

  it("keeps the text as it was", () => {
    const text = "  Åndedrætsværn (P3), «filter» – 2 stk.  ";
    expect(
      markTerms(text, parseSearch("filter"))
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
    expect(tokenMatches("filter", parseSearch("filt"))).toBe(true);
  });
});

describe("passageSegments", () => {
  it("reads the marks the headline put around matched words", () => {
    const passage = `Alle ${MARK_START}brandslukkere${MARK_END} kontrolleres ${MARK_START}årligt${MARK_END}.`;
    expect(marked(passageSegments(passage))).toBe("Alle [brandslukkere] kontrolleres [årligt].");
  });

  it("answers nothing for a passage without a match, or none", () => {
    expect(passageSegments("Alle kontrolleres")).toBeNull();
    expect(passageSegments(null)).toBeNull();
  });
});

describe("matchedWords", () => {
  it("lists each matched word once, as it first appears", () => {
    const terms = parseSearch("brand");
    expect(
      matchedWords(markTerms("Brand og brandslukker", terms), null, passageSegments(`${MARK_START}brand${MARK_END} x`)),
    ).toEqual(["Brand", "brandslukker"]);
  });
});
