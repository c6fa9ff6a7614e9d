// The screen's state in its address (`/operation/competence?…`): the view (matrix or training plan),
// the filters, the page, the plan's month. A hand-edited address keeps what is valid of it. The
// links of the screen are made here too, so the two cannot drift apart.
import { matrixQuerySchema, planMonth, type MatrixQuery } from "./schema";

export const MATRIX_PATH = "/operation/competence";

export type MatrixView = "matrix" | "plan";

export type MatrixScreenState = {
  view: MatrixView;
  query: MatrixQuery;
  /** The plan's month asked for (YYYY-MM or "outstanding"); the screen picks one when none is. */
  month?: string;
};

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

const FILTERS = ["areaId", "roleId", "competenceId", "memberId", "status", "page"] as const;

export function matrixStateFromUrl(params: Params): MatrixScreenState {
  const shape = matrixQuerySchema.shape;
  const query = matrixQuerySchema.parse({});
  for (const name of FILTERS) {
    const parsed = shape[name].safeParse(one(params[name]));
    if (parsed.success && parsed.data !== undefined) Object.assign(query, { [name]: parsed.data });
  }
  const month = planMonth.safeParse(one(params.month));
  return {
    view: one(params.view) === "plan" ? "plan" : "matrix",
    query,
    ...(month.success ? { month: month.data } : {}),
  };
}

/** The screen's address for a state: only what differs from the defaults is written. */
export function matrixHref(state: {
  view?: MatrixView;
  query?: Partial<Pick<MatrixQuery, (typeof FILTERS)[number]>>;
  month?: string;
}): string {
  const search = new URLSearchParams();
  if (state.view === "plan") search.set("view", "plan");
  for (const name of FILTERS) {
    const value = state.query?.[name];
    if (value !== undefined && !(name === "page" && value === 0)) search.set(name, String(value));
  }
  if (state.view === "plan" && state.month) search.set("month", state.month);
  const text = search.toString();
  return text ? `${MATRIX_PATH}?${text}` : MATRIX_PATH;
}

/** The API's address of the matrix as a workbook, with the screen's filters (snake_case, as the API reads them). */
export function matrixExportHref(organizationId: string, query: MatrixQuery): string {
  const search = new URLSearchParams({ format: "xlsx" });
  if (query.areaId) search.set("area_id", query.areaId);
  if (query.roleId) search.set("role_id", query.roleId);
  if (query.competenceId) search.set("competence_id", query.competenceId);
  if (query.memberId) search.set("member_id", query.memberId);
  if (query.status) search.set("status", query.status);
  return `/api/v1/organizations/${organizationId}/competence-matrix?${search}`;
}
