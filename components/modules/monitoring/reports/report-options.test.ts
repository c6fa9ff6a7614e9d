import { reportHref, withOptionsInSearch, withPeriodEnd, type ReportOptions } from "./report-options";

const options: ReportOptions = { from: "2026-01", to: "2026-06", descendants: false };

describe("moving one end of the period", () => {
  it("keeps the other end where the period stays valid", () => {
    expect(withPeriodEnd(options, "from", "2026-03")).toEqual({ ...options, from: "2026-03" });
    expect(withPeriodEnd(options, "to", "2026-02")).toEqual({ ...options, to: "2026-02" });
  });

  it("moves the other end along when the period would end before it starts", () => {
    expect(withPeriodEnd(options, "from", "2026-09")).toEqual({ ...options, from: "2026-09", to: "2026-09" });
    expect(withPeriodEnd(options, "to", "2025-11")).toEqual({ ...options, from: "2025-11", to: "2025-11" });
  });

  it("keeps the period within the five years the API prints", () => {
    expect(withPeriodEnd(options, "from", "2020-01")).toEqual({ ...options, from: "2020-01", to: "2024-12" });
    expect(withPeriodEnd({ ...options, from: "2021-01" }, "to", "2026-12")).toEqual({
      ...options,
      from: "2022-01",
      to: "2026-12",
    });
  });
});

describe("the addresses", () => {
  it("downloads a report with the options as the API reads them", () => {
    expect(reportHref("org", "ghgAccount", "xlsx", { ...options, descendants: true })).toBe(
      "/api/v1/organizations/org/reports/ghgAccount?format=xlsx&from=2026-01&to=2026-06&descendants=true",
    );
  });

  it("keeps the list's own state in the screen's address and names the organizations below only when on", () => {
    expect(withOptionsInSearch("?sort=frequency%2Casc&descendants=true", options)).toBe(
      "sort=frequency%2Casc&from=2026-01&to=2026-06",
    );
    expect(withOptionsInSearch("", { ...options, descendants: true })).toBe("from=2026-01&to=2026-06&descendants=true");
  });
});
