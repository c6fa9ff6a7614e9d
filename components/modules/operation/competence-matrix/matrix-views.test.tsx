import { renderToStaticMarkup } from "react-dom/server";
import type { Matrix, Plan } from "@/lib/modules/operation/competence-matrix/dto";
import { matrixQuerySchema } from "@/lib/modules/operation/competence-matrix/schema";
import { MatrixFilters } from "./matrix-filters";
import { MatrixLegend } from "./matrix-legend";
import { MatrixTable } from "./matrix-table";
import { MemberCards } from "./member-cards";
import { MemberCompetences } from "./member-competences";
import { TrainingPlanView } from "./training-plan-view";

// The server components read their words through next-intl's server functions: here the app's own
// English messages, and dates as their ISO day, so that the markup can be read plainly.
jest.mock("next-intl/server", () => {
  const { translator } = jest.requireActual("@/lib/platform/i18n/translator");
  const t = translator("en");
  return {
    getTranslations: async (namespace?: string) => (key: string, values?: Record<string, unknown>) =>
      t(namespace ? `${namespace}.${key}` : key, values),
    getFormatter: async () => ({
      dateTime: (date: Date, format: unknown) =>
        format === "day" ? date.toISOString().slice(0, 10) : date.toISOString().slice(0, 7),
    }),
  };
});

const HOLDING = "holding";
const matrix: Matrix = {
  organizations: [
    { id: HOLDING, name: "Holding" },
    { id: "sub", name: "Subsidiary" },
  ],
  competences: [
    { id: "aid", name: "First aid", organizationId: HOLDING },
    { id: "fork", name: "Forklift", organizationId: HOLDING },
    { id: "weld", name: "Welding", organizationId: "sub" },
  ],
  totalElements: 2,
  page: 0,
  size: 50,
  rows: [
    {
      id: "anna",
      name: "Anna",
      organizationId: HOLDING,
      area: { id: "hall", name: "Hall" },
      cells: [
        { status: "OVERDUE", dueDate: "2026-01-03", lastAcquisitionDate: "2024-01-03" },
        { status: "NOT_REQUIRED", dueDate: null, lastAcquisitionDate: null },
        null,
      ],
    },
    {
      id: "bo",
      name: "Bo",
      organizationId: "sub",
      area: null,
      cells: [null, null, { status: "MISSING", dueDate: null, lastAcquisitionDate: null }],
    },
  ],
};

const html = async (element: Promise<React.ReactElement | null>) => renderToStaticMarkup((await element)!);

describe("the grid", () => {
  it("shows each cell's status in words with its date, a dash for not required, nothing for another organization's", async () => {
    const markup = await html(
      MatrixTable({
        matrix,
        memberHref: (member) => `/members/${member.id}`,
        columnHref: (id) => `/matrix?competenceId=${id}`,
        caption: "Members 1 to 2 of 2",
      }),
    );
    expect(markup).toMatch(/<td data-status="OVERDUE">.*Overdue.*2026-01-03.*<\/td>/);
    // its dash is drawn by the stylesheet (the e2e test sees it); the words are for screen readers
    expect(markup).toMatch(/<td data-status="NOT_REQUIRED"><span class="hidden">Not required<\/span><\/td>/);
    expect(markup.match(/<td class="otherOrganization"><\/td>/g)).toHaveLength(3);
    expect(markup).toContain('href="/matrix?competenceId=weld"');
    // a competence and a member of the organization below are named with it
    expect(markup).toMatch(/Welding<\/a><span class="sub">Subsidiary<\/span>/);
    expect(markup).toMatch(/href="\/members\/bo">Bo<\/a><span class="sub">Subsidiary<\/span>/);
    expect(markup).toContain('<span class="sub">Hall</span>');
  });
});

describe("on a phone", () => {
  it("shows a card per member with the count of each status, or the one competence chosen", async () => {
    const cards = await html(MemberCards({ matrix, cardHref: (id) => `/matrix?memberId=${id}`, oneCompetence: false }));
    expect(cards).toContain('href="/matrix?memberId=anna"');
    expect(cards).toContain("Overdue: 1");
    expect(cards).toContain("Missing: 1");
    expect(cards).not.toContain("Not required");
    const one = await html(
      MemberCards({
        matrix: {
          ...matrix,
          competences: [matrix.competences[2]],
          rows: [{ ...matrix.rows[1], cells: [matrix.rows[1].cells[2]] }],
        },
        cardHref: (id) => `/matrix?memberId=${id}`,
        oneCompetence: true,
      }),
    );
    expect(one).toMatch(/Missing<\/span><\/span><\/span>/);
  });

  it("shows one member's competences, the most urgent first, those not required folded", async () => {
    const markup = await html(MemberCompetences({ matrix, row: matrix.rows[0], memberPage: null, back: "/matrix" }));
    expect(markup).toMatch(/<li class="item" data-status="OVERDUE">.*First aid.*Expired 2026-01-03/);
    expect(markup).toMatch(/<summary>Not required \(1\)<\/summary>.*Forklift/);
    expect(markup).not.toContain("Welding");
    expect(markup).not.toContain("Open the member");
  });
});

describe("the training plan", () => {
  it("groups a month's items by competence, each member linked with the date that decides it", async () => {
    const plan: Plan = {
      months: [{ month: "2026-12", count: 2 }],
      outstandingCount: 0,
      items: [
        {
          member: { id: "anna", name: "Anna" },
          organization: { id: HOLDING, name: "Holding" },
          competence: { id: "aid", name: "First aid" },
          status: "DUE_SOON",
          dueDate: "2026-12-01",
          acquired: true,
          month: "2026-12",
        },
        {
          member: { id: "bo", name: "Bo" },
          organization: { id: "sub", name: "Subsidiary" },
          competence: { id: "weld", name: "Welding" },
          status: "MISSING",
          dueDate: "2026-12-20",
          acquired: false,
          month: "2026-12",
        },
      ],
    };
    const markup = await html(
      TrainingPlanView({
        plan,
        month: "2026-12",
        monthHref: (month) => `/plan?month=${month}`,
        memberHref: (member) => `/members/${member.id}`,
        ownOrganizationId: HOLDING,
      }),
    );
    expect(markup).toContain('aria-current="page"');
    expect(markup).toContain("Outstanding (0)");
    expect(markup).toContain("First aid: 1 member");
    expect(markup).toContain("Welding (Subsidiary): 1 member");
    expect(markup).toMatch(/href="\/members\/anna">Anna<\/a><span class="sub">Expires 2026-12-01/);
    expect(markup).toMatch(/href="\/members\/bo">Bo<\/a><span class="sub">Deadline 2026-12-20/);
  });
});

describe("the filters and the legend", () => {
  const choices = {
    areas: [{ id: "hall", name: "Hall", organizationName: null }],
    roles: [],
    competences: [{ id: "weld", name: "Welding", organizationName: "Subsidiary" }],
  };

  it("are a folded GET form, open with a count once a filter is chosen; the plan has no status", async () => {
    const plain = await html(MatrixFilters({ view: "matrix", query: matrixQuerySchema.parse({}), choices }));
    expect(plain).toMatch(
      /<details class="filters"><summary>Filters<\/summary><form[^>]* action="\/operation\/competence" method="get"/,
    );
    expect(plain).toContain('<option value="OVERDUE">Overdue</option>');
    expect(plain).toContain('<option value="weld">Welding (Subsidiary)</option>');
    const chosen = await html(
      MatrixFilters({
        view: "matrix",
        query: matrixQuerySchema.parse({ status: "OVERDUE", areaId: crypto.randomUUID() }),
        choices,
      }),
    );
    expect(chosen).toContain("<summary>Filters (2 chosen)</summary>");
    expect(chosen).toContain('href="/operation/competence"');
    const plan = await html(MatrixFilters({ view: "plan", query: matrixQuerySchema.parse({}), choices }));
    expect(plan).toContain('<input type="hidden" name="view" value="plan"/>');
    expect(plan).not.toContain('name="status"');
  });

  it("say what every mark means", async () => {
    const legend = await html(MatrixLegend());
    expect(legend).toContain("expires, or must be acquired, within 30 days");
    expect(legend.match(/<li>/g)).toHaveLength(5);
  });
});
