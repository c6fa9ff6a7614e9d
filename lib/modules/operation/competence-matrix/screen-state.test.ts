import { matrixExportHref, matrixHref, matrixStateFromUrl } from "./screen-state";

const AREA = "0b6f0f3e-8f0c-4a43-9d8a-1f2b3c4d5e6f";
const ORG = "5d1c7a2e-3b4f-4e6a-8c9d-0a1b2c3d4e5f";

describe("the competence matrix's address", () => {
  it("reads the filters, the page and the view, keeping what is valid of a hand-edited address", () => {
    const state = matrixStateFromUrl({ areaId: AREA, status: "OVERDUE", page: "2", roleId: "not-an-id", view: "odd" });
    expect(state.view).toBe("matrix");
    expect(state.query).toMatchObject({ areaId: AREA, status: "OVERDUE", page: 2, size: 50 });
    expect(state.query.roleId).toBeUndefined();
    const odd = matrixStateFromUrl({ status: "LATE", page: "-1" }).query;
    expect(odd.status).toBeUndefined();
    expect(odd.page).toBe(0);
  });

  it("reads the plan's month, or none", () => {
    expect(matrixStateFromUrl({ view: "plan", month: "2027-03" })).toMatchObject({ view: "plan", month: "2027-03" });
    expect(matrixStateFromUrl({ view: "plan", month: "outstanding" }).month).toBe("outstanding");
    expect(matrixStateFromUrl({ view: "plan", month: "2027-13" }).month).toBeUndefined();
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(matrixHref({})).toBe("/operation/competence");
    expect(matrixHref({ query: { page: 0, status: "MISSING" } })).toBe("/operation/competence?status=MISSING");
    const href = matrixHref({ view: "plan", query: { areaId: AREA }, month: "outstanding" });
    expect(href).toBe(`/operation/competence?view=plan&areaId=${AREA}&month=outstanding`);
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(matrixStateFromUrl(params)).toMatchObject({ view: "plan", query: { areaId: AREA }, month: "outstanding" });
  });

  it("exports through the API in its own (snake_case) names", () => {
    const { query } = matrixStateFromUrl({ areaId: AREA, status: "OK", page: "3" });
    expect(matrixExportHref(ORG, query)).toBe(
      `/api/v1/organizations/${ORG}/competence-matrix?format=xlsx&area_id=${AREA}&status=OK`,
    );
  });
});
