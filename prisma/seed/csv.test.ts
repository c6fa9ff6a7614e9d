import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas and doubled quotes", () => {
    expect(parseCsv('code,name\nA,"Farming, fishing"\nB,"The ""best"" shop"\n')).toEqual([
      { code: "A", name: "Farming, fishing" },
      { code: "B", name: 'The "best" shop' },
    ]);
  });

  it("keeps empty fields and handles CRLF", () => {
    expect(parseCsv("a,b,c\r\n1,,3\r\n")).toEqual([{ a: "1", b: "", c: "3" }]);
  });
});
