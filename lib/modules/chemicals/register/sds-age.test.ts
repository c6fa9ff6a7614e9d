import { sdsCutoff, sdsDueDate, sdsMaxAgeYears } from "./sds-age";

describe("the allowed age of a safety data sheet", () => {
  const saved = process.env.SDS_MAX_AGE_YEARS;
  afterEach(() => {
    if (saved === undefined) delete process.env.SDS_MAX_AGE_YEARS;
    else process.env.SDS_MAX_AGE_YEARS = saved;
  });

  it("is three years unless the deployment sets 1 to 10 whole years", () => {
    delete process.env.SDS_MAX_AGE_YEARS;
    expect(sdsMaxAgeYears()).toBe(3);
    process.env.SDS_MAX_AGE_YEARS = "5";
    expect(sdsMaxAgeYears()).toBe(5);
    for (const wrong of ["0", "11", "2.5", "three", ""]) {
      process.env.SDS_MAX_AGE_YEARS = wrong;
      expect(sdsMaxAgeYears()).toBe(3);
    }
  });

  it("makes the oldest current revision date that many years before today, on leap days too", () => {
    delete process.env.SDS_MAX_AGE_YEARS;
    expect(sdsCutoff(new Date("2026-11-23T00:00:00Z"))).toBe("2023-11-23");
    process.env.SDS_MAX_AGE_YEARS = "1";
    expect(sdsCutoff(new Date("2024-02-29T00:00:00Z"))).toBe("2023-03-01");
  });

  it("falls due that many years after the revision, a 29 February on 28 February as in SQL", () => {
    delete process.env.SDS_MAX_AGE_YEARS;
    expect(sdsDueDate("2023-11-23")).toBe("2026-11-23");
    expect(sdsDueDate("2024-02-29")).toBe("2027-02-28");
    process.env.SDS_MAX_AGE_YEARS = "4";
    expect(sdsDueDate("2024-02-29")).toBe("2028-02-29");
  });
});
