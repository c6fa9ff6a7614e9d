// The isolation matrix: every route file of the app folder and every method it exports, called as
// anonymous, without the anti-forgery header, as reader, editor and manager, as another tenant, with
// made-up ids and as an organization with LIMITED access. The expectation of each cell comes from an
// independent table written from SPEC.md section 6 (tests/support/expected-permissions.ts), not from
// the declaration the route kit enforces; ids and bodies come from tests/support/fixtures/ (a file per area). A route file that is
// neither made by the kit nor listed in OUTSIDE_KIT, a path parameter without a fixture and a write
// without a body all fail here, so a new route is covered from the moment it exists.
import path from "node:path";
import { openUnder, requirementOf } from "@/lib/platform/auth/access";
import { isIdParam, routeInfo, type RouteInfo } from "@/lib/platform/api/route";
import {
  expandScopes,
  satisfies,
  type Grants,
  type OrgScopeName,
  type SystemScopeName,
} from "@/lib/platform/auth/scopes";
import { as, call, type ApiAnswer, type CallOptions } from "../../support/api";
import { routeFiles, routePattern } from "../../support/app-files";
import { demo } from "../../support/demo";
import { expectedApiAccess } from "../../support/expected-permissions";
import { BODY_FIXTURES, ID_FIXTURES, prepareOrganization } from "../../support/fixtures";
import { RESPONSIBLE_MEMBER } from "../../support/fixtures/common";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Caller = Awaited<ReturnType<typeof as>>;

const APP = path.join(__dirname, "../../../app");
const MADE_UP = "00000000-0000-4000-8000-000000000000";

const paramsOf = (pattern: string) => [...pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]);
const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\[([^\]]+)\]/g, (_segment, name: string) => encodeURIComponent(values[name]));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): Record<string, unknown> => require(path.join(APP, file));

/** Routes the kit makes public on purpose, with the reason. Any other public route fails. */
const PUBLIC: Record<string, string> = {
  "POST /api/v1/authentications": "signing in",
  "POST /api/v1/authentications/second-factor":
    "the code of two-factor sign-in, before there is a session; the password's short-lived cookie names the account",
  "POST /api/v1/authentications/second-factor/enrolment":
    "setting up the app at sign-in for one who must have a second factor; the password's short-lived cookie names the account",
  "GET /api/v1/sign-in-methods":
    "whether an address's domain signs in through its holding's provider, asked on the sign-in page; says nothing of accounts",
  "POST /api/v1/logout": "ends the caller's session if there is one, answers alike without",
  "POST /api/v1/user/password-reset": "asking for a reset link happens before signing in",
  "POST /api/v1/user/password": "setting a password with a reset or invitation token",
  "POST /api/v1/errors": "browser error reports, from the sign-in page too",
  "GET /api/v1/policies/[policyId]": "a published policy for interested parties (ISO 14001 5.2); 404 unless published",
  "GET /api/v1/policies/[policyId]/logo": "the logo on a published policy's public view; 404 unless published",
  "GET /api/v1/calendar/[secret]":
    "a person's calendar feed for calendar programs, which send no cookies: the secret address is the credential; 404 for any other",
  "GET /api/v1/procedures/[procedureId]/public":
    "a published procedure for interested parties, per language; 404 unless published",
  "GET /api/v1/procedures/[procedureId]/logo": "the logo on a published procedure's public view; 404 unless published",
};

/**
 * Public routes whose credential is the password step's short-lived cookie: without it they answer
 * 401 with this code (never a session's "unauthenticated").
 */
const PENDING_SIGN_IN: Record<string, string> = {
  "POST /api/v1/authentications/second-factor/enrolment": "second_factor_expired",
};

/** Callers of a user route whom a rule of the product refuses although they may call it: why, and the answer. */
const REFUSED_BY_RULE: Record<string, Record<string, { why: string; status: number; code: string }>> = {
  "DELETE /api/v1/user/two-factor": {
    admin: { why: "a maintainer keeps two-factor sign-in", status: 409, code: "two_factor_required" },
  },
};

/** Route files not made by the kit: why, and what is checked of them instead. Each check counts its cells. */
const OUTSIDE_KIT: Record<string, { reason: string; check: (manager: Caller) => Promise<number> }> = {
  "api/auth/[...nextauth]/route.ts": {
    reason:
      "next-auth's endpoints for single sign-on: its handler runs only inside Next's request scope (the " +
      "sign-in itself is tested against the built app, tests/process/single-sign-on.test.ts) and checks its " +
      "own anti-forgery token; sessions it issues are the ones the kit checks. What it does not use answers 404",
    check: async () => {
      const exported = load("api/auth/[...nextauth]/route.ts");
      expect(METHODS.filter((method) => method in exported)).toEqual(["GET", "POST"]);
      const nextAuth = (method: "GET" | "POST", segments: string[], query = "") =>
        (exported[method] as (request: Request, context: unknown) => Promise<Response>)(
          new Request(`http://localhost/api/auth/${segments.join("/")}${query}`, { method }),
          { params: Promise.resolve({ nextauth: segments }) },
        );
      // next-auth's own pages, its session and provider lists, its sign-out and a credentials sign-in
      for (const [method, ...segments] of [
        ["GET", "session"],
        ["GET", "providers"],
        ["POST", "signout"],
        ["POST", "callback", "credentials"],
        ["GET", "signin", "credentials"],
      ] as const) {
        expect((await nextAuth(method, segments)).status).toBe(404);
      }
      // a provider id that names no holding's provider goes back to the sign-in page with the reason
      const unknown = await nextAuth("POST", ["signin", "organization-00000000-0000-4000-8000-000000000000"]);
      expect(unknown.status).toBe(303);
      expect(unknown.headers.get("location")).toMatch(/\/\?sso_error=not_set_up$/);
      // its error and sign-in pages are the app's sign-in page, with a reason that is only a word
      for (const page of ["error", "signin"]) {
        const answer = await nextAuth("GET", [page], "?error=OAuthCallback");
        expect(answer.headers.get("location")).toMatch(/\/\?error=OAuthCallback$/);
      }
      const hostile = await nextAuth("GET", ["error"], `?error=${encodeURIComponent("<script>")}`);
      expect(hostile.headers.get("location")).toMatch(/\/\?error=failed$/);
      return 10;
    },
  },
  "assets/swagger-ui/[file]/route.ts": {
    reason: "Swagger UI's script and stylesheet for the API reference page, public and read-only, outside /api/v1",
    check: async () => {
      const exported = load("assets/swagger-ui/[file]/route.ts");
      expect(METHODS.filter((method) => method in exported)).toEqual(["GET"]);
      const get = exported.GET as (
        request: Request,
        context: { params: Promise<{ file: string }> },
      ) => Promise<Response>;
      const asset = (file: string) =>
        get(new Request(`http://localhost/assets/swagger-ui/${file}`), { params: Promise.resolve({ file }) });
      expect((await asset("swagger-ui.css")).headers.get("content-type")).toMatch(/^text\/css/);
      for (const file of ["package.json", "..%2F..%2Fpackage.json", "index.html"])
        expect((await asset(file)).status).toBe(404);
      return 4;
    },
  },
  "api/v1/[...path]/route.ts": {
    reason: "answers every /api/v1 path without a route of its own with 404",
    check: async (manager) => {
      let cells = 0;
      const exported = load("api/v1/[...path]/route.ts");
      for (const method of METHODS.filter((name) => name in exported)) {
        const body = method === "GET" ? undefined : {};
        expect((await call(method, "/api/v1/matrix/unknown", { body })).status).toBe(404);
        expect((await call(method, "/api/v1/matrix/unknown", { body, cookie: manager.cookie })).status).toBe(404);
        cells += 2;
      }
      return cells;
    },
  },
  "assets/i18n/[file]/route.ts": {
    reason: "the translation files, public and read-only, outside /api/v1",
    check: async () => {
      const exported = load("assets/i18n/[file]/route.ts");
      expect(METHODS.filter((method) => method in exported)).toEqual(["GET"]);
      expect((await call("GET", "/assets/i18n/en.json", { csrf: false })).status).toBe(200);
      expect((await call("GET", "/assets/i18n/xx.json", { csrf: false })).status).toBe(404);
      return 3;
    },
  },
};

type Entry = { file: string; pattern: string; method: Method; info: RouteInfo | undefined };

const files = routeFiles();
const entries: Entry[] = files
  .filter((file) => !(file in OUTSIDE_KIT))
  .flatMap((file) => {
    const exported = load(file);
    return METHODS.filter((method) => method in exported).map((method) => ({
      file,
      pattern: routePattern(file),
      method,
      info: routeInfo(exported[method]),
    }));
  });

type Tenant = "own" | "other" | "limited";
type Account = { email: string; org: OrgScopeName; system: SystemScopeName[] };
const ROLES: Record<string, Account> = {
  reader: { email: "reader@demo.example", org: "READ", system: [] },
  editor: { email: "editor@demo.example", org: "EDIT", system: [] },
  manager: { email: "manager@demo.example", org: "MANAGE", system: [] },
};
const ADMIN: Account = { email: "admin@demo.example", org: "MANAGE", system: ["MAINTAIN", "MANAGE"] };
const LIMITED: Account = { email: "limited@demo.example", org: "MANAGE", system: [] };
const grantsOf = (account: Account): Grants => ({ org: expandScopes([account.org]), system: account.system });

let cells = 0;

/** One cell: the answer's status, and for a 403 the error code that says why. */
function expectCell(answer: ApiAnswer, status: number | "success", code?: string, success = 200) {
  cells++;
  if (status === "success") {
    expect(answer.status).toBe(success);
    return;
  }
  expect(answer.status).toBe(status);
  if (code) expect(answer.body?.error?.code).toBe(code);
}

describe("the isolation matrix", () => {
  const callers: Record<string, Caller> = {};
  /** Per tenant: the organization and one row of every organization-owned fixture. */
  const ids: Record<Tenant, Record<string, string>> = { own: {}, other: {}, limited: {} };
  /** Catalogue rows, and rows of the same tables that the catalogue must not reach. */
  // `outside`: a row of the same table that is not part of the catalogue (tables with such rows only)
  const catalogue: Record<string, { entry: string; outside?: string }> = {};

  beforeAll(async () => {
    // invitations of members added by the matrix go to the server log
    jest.spyOn(console, "log").mockImplementation(() => {});
    const organizations: Record<Tenant, string> = {
      own: await demo.holding(),
      other: await demo.other(),
      limited: await demo.limited(),
    };
    for (const [tenant, organizationId] of Object.entries(organizations) as [Tenant, string][]) {
      await prepareOrganization(organizationId);
      ids[tenant].organization = organizationId;
      for (const [param, fixture] of Object.entries(ID_FIXTURES)) {
        if (fixture.owner === "organization") ids[tenant][param] = await fixture.create(organizationId);
      }
    }
    for (const [param, fixture] of Object.entries(ID_FIXTURES)) {
      if (fixture.owner !== "catalogue") continue;
      catalogue[param] = {
        entry: await fixture.create(organizations.own),
        outside: await fixture.outside?.(organizations.other),
      };
    }
    for (const [name, account] of Object.entries({
      ...ROLES,
      admin: ADMIN,
      limited: LIMITED,
      other: { email: "other@demo.example" },
    })) {
      callers[name] = await as(account.email);
    }
  }, 60_000); // seven sign-ins (scrypt) and the fixtures take longer than a hook's default on a busy machine

  // a removal's fresh rows serve that route only: later routes find the rows made at the start,
  // whose nested records (a handler's registrations) belong to them
  const replacedIds: [Tenant, string, string][] = [];
  afterEach(() => {
    for (const [tenant, param, id] of replacedIds.splice(0).reverse()) ids[tenant][param] = id;
  });

  afterAll(() => {
    jest.restoreAllMocks();
    // the count is part of the result: it shows how much the matrix covered
    process.stdout.write(
      `isolation matrix: ${cells} cells over ${files.length} route files and ${entries.length} kit methods\n`,
    );
  });

  it("knows every route file: made by the kit in every method, or listed with a reason", () => {
    const unknown = files.filter((file) => !(file in OUTSIDE_KIT) && entries.every((entry) => entry.file !== file));
    const notKit = entries.filter((entry) => !entry.info).map((entry) => `${entry.method} ${entry.file}`);
    expect({ unknown, notKit }).toEqual({ unknown: [], notKit: [] });
    expect(Object.keys(OUTSIDE_KIT).filter((file) => !files.includes(file))).toEqual([]);
  });

  it("declares for every route what SPEC.md section 6 expects (tests/support/expected-permissions.ts)", () => {
    const show = (access: {
      org?: string;
      system?: string;
      limited?: boolean;
      limitedExemptFor?: string;
      beyondOwn?: string;
      ownOnly?: boolean;
    }) =>
      JSON.stringify({
        org: access.org,
        system: access.system,
        limited: access.limited,
        exempt: access.limitedExemptFor,
        beyondOwn: access.beyondOwn,
        ownOnly: access.ownOnly,
      });
    const differing = entries.flatMap((entry) => {
      if (!entry.info || entry.info.kind === "public") return [];
      const declared = show(entry.info.access);
      const expected = show(expectedApiAccess(entry.method, entry.pattern));
      return declared === expected
        ? []
        : [`${entry.method} ${entry.pattern}: declared ${declared}, expected ${expected}`];
    });
    expect(differing).toEqual([]);
  });

  it.each(Object.entries(OUTSIDE_KIT).map(([file, outside]) => [file, outside.reason, outside] as const))(
    "%s (outside the kit: %s)",
    async (_file, _reason, outside) => {
      cells += await outside.check(callers.manager);
    },
  );

  it.each(entries.map((entry) => [`${entry.method} ${entry.pattern}`, entry] as const))("%s", async (key, entry) => {
    const info = entry.info!;
    expect(info).toBeDefined();
    const expected = expectedApiAccess(entry.method, entry.pattern);
    const params = paramsOf(entry.pattern);
    const write = entry.method !== "GET";

    if (info.kind === "public") {
      if (!PUBLIC[key]) throw new Error(`${key} is public: list it with a reason in PUBLIC, or make it a user route`);
      const anonymous = await call(entry.method, entry.pattern, {});
      cells++;
      if (PENDING_SIGN_IN[key]) expectCell(anonymous, 401, PENDING_SIGN_IN[key]);
      else expect([401, 403]).not.toContain(anonymous.status);
      expect(anonymous.status).toBeLessThan(500);
      if (write)
        expectCell(await call(entry.method, entry.pattern, { csrf: "cookie-only" }), 403, "csrf_token_invalid");
      return;
    }

    const sample = BODY_FIXTURES[key];
    if (write && !sample)
      throw new Error(`No body for ${key}: add one to the bodies of its area in tests/support/fixtures/`);
    const body = async (path: string, email?: string): Promise<Omit<CallOptions, "cookie" | "csrf">> =>
      sample ? sample(path, email) : {};
    const orgParam = info.kind === "org" ? info.orgParam : undefined;
    // routes outside the organization prefix name it in the query or the body (organization_id)
    const orgFrom = info.kind === "org" ? info.orgFrom.in : undefined;
    for (const param of params) {
      if (param !== orgParam && !ID_FIXTURES[param]) {
        throw new Error(`No fixture for the path parameter ${param} of ${key}: add it to ID_FIXTURES`);
      }
    }
    const valuesFor = (tenant: Tenant, replace: Record<string, string> = {}) =>
      Object.fromEntries(
        params.map((param) => [
          param,
          replace[param] ??
            (param === orgParam
              ? ids[tenant].organization
              : ID_FIXTURES[param].owner === "catalogue"
                ? catalogue[param].entry
                : (ids[tenant][param] ?? MADE_UP)),
        ]),
      );
    /** The path, and the organization a query or body names; `organization` in `replace` names another. */
    type Target = { path: string; organization: string | null };
    const url = (tenant: Tenant, replace: Record<string, string | null> = {}): Target => {
      const organization = "organization" in replace ? replace.organization : ids[tenant].organization;
      const path = fill(entry.pattern, valuesFor(tenant, replace as Record<string, string>));
      const query =
        orgFrom === "query" && organization !== null ? `?organization_id=${encodeURIComponent(organization)}` : "";
      return { path: `${path}${query}`, organization };
    };
    const send = async (caller: Caller | null, target: Target, csrf?: CallOptions["csrf"]) => {
      const options = await body(target.path, caller?.email);
      if (orgFrom === "body") {
        const rest = { ...((options.body ?? {}) as Record<string, unknown>) };
        delete rest.organization_id;
        options.body = target.organization === null ? rest : { ...rest, organization_id: target.organization };
      }
      return call(entry.method, target.path, { ...options, cookie: caller?.cookie, csrf });
    };
    const success = info.status;
    const idParams = params.filter(isIdParam);
    // a removal succeeds once per row: each caller who may remove gets a row of their own
    const freshRows = async (tenant: Tenant) => {
      if (entry.method !== "DELETE") return;
      for (const param of idParams.filter((name) => name !== orgParam && ID_FIXTURES[name]?.owner === "organization")) {
        replacedIds.push([tenant, param, ids[tenant][param]]);
        ids[tenant][param] = await ID_FIXTURES[param].create(ids[tenant].organization);
      }
    };

    // anonymous, and signed in without the anti-forgery header
    expectCell(await send(null, url("own")), 401, "unauthenticated");
    const signedIn = info.kind === "org" ? callers.manager : callers.admin;
    if (write) expectCell(await send(signedIn, url("own"), "cookie-only"), 403, "csrf_token_invalid");

    if (info.kind === "user") {
      // rows of the person's own: each caller gets one, and another person's is out of reach
      const ownRows = async (email: string) => {
        const values: Record<string, string> = {};
        for (const param of idParams.filter((name) => ID_FIXTURES[name].owner === "user")) {
          values[param] = await ID_FIXTURES[param].create(email);
        }
        return values;
      };
      for (const [name, account] of Object.entries({ ...ROLES, admin: ADMIN })) {
        const allowed = satisfies({ org: new Set(), system: account.system }, requirementOf(expected));
        const target = url("own", await ownRows(account.email));
        const rule = REFUSED_BY_RULE[key]?.[name];
        if (rule) expectCell(await send(callers[name], target), rule.status, rule.code);
        else expectCell(await send(callers[name], target), allowed ? "success" : 403, "forbidden", success);
      }
      for (const param of idParams) {
        const fixture = ID_FIXTURES[param];
        const foreign =
          fixture.owner === "user" ? await fixture.create("other@demo.example") : catalogue[param].outside;
        for (const id of [MADE_UP, "not-a-uuid", foreign].filter((value) => value !== undefined)) {
          expectCell(await send(callers.admin, url("own", { [param]: id })), 404, "not_found");
        }
      }
      return;
    }

    // the roles of the own organization (FULL access)
    for (const [name, account] of Object.entries(ROLES)) {
      // on records one is responsible for, below `beyondOwn` only the responsible may act, and where
      // only one's own is open (`ownOnly`) nobody else at all
      const ownRule = expected.beyondOwn || expected.ownOnly;
      const own = !ownRule || account.email === RESPONSIBLE_MEMBER;
      const beyond = !ownRule || (!!expected.beyondOwn && satisfies(grantsOf(account), { org: expected.beyondOwn }));
      const allowed = satisfies(grantsOf(account), requirementOf(expected)) && (own || beyond);
      await freshRows("own");
      expectCell(await send(callers[name], url("own")), allowed ? "success" : 403, "forbidden", success);
    }
    // another tenant: its manager on our ids; our manager on its rows, under our organization
    expectCell(await send(callers.other, url("own")), 404, "not_found");
    // catalogue rows under an organization (an act it binds itself to) belong to no tenant
    const recordParams = idParams.filter((param) => param !== orgParam && ID_FIXTURES[param]?.owner !== "catalogue");
    if (recordParams.length === 0) expectCell(await send(callers.manager, url("other")), 404, "not_found");
    for (const param of recordParams) {
      expectCell(await send(callers.manager, url("own", { [param]: ids.other[param] })), 404, "not_found");
    }
    // made-up ids, and ids that are not ids at all
    for (const param of idParams) {
      for (const id of [MADE_UP, "not-a-uuid"]) {
        expectCell(await send(callers.manager, url("own", { [param]: id })), 404, "not_found");
      }
    }
    // an organization named in the query or the body: made up, not an id, or left out
    if (orgFrom === "query" || orgFrom === "body") {
      for (const organization of [MADE_UP, "not-a-uuid"]) {
        expectCell(await send(callers.manager, url("own", { organization })), 404, "not_found");
      }
      const missing = await send(callers.manager, url("own", { organization: null }));
      expectCell(missing, orgFrom === "query" ? 400 : 422);
      expect(missing.body.error.fields).toHaveProperty("organizationId");
    }
    // an organization with LIMITED feature access, whose manager has every organization scope
    const open = openUnder(expected, grantsOf(LIMITED), "LIMITED");
    await freshRows("limited");
    expectCell(await send(callers.limited, url("limited")), open ? "success" : 403, "feature_not_available", success);
  });

  it("enforces what the issue found the screens and the API disagreeing on", async () => {
    const own = ids.own;
    const base = `/api/v1/organizations/${own.organization}`;
    // one record needs what its detail screen needs
    expectCell(await callers.reader.get(`${base}/competences/${own.competenceId}`), 403, "forbidden");
    expectCell(await callers.editor.get(`${base}/competences/${own.competenceId}`), 200);
    expectCell(await callers.editor.get(`${base}/members/${own.memberId}`), 403, "forbidden");
    expectCell(await callers.editor.get(`${base}/roles/${own.roleId}`), 403, "forbidden");
    // LIMITED: organization structure is not part of it, on the API either
    const limited = `/api/v1/organizations/${ids.limited.organization}`;
    for (const [resource, name] of [
      ["areas", "Limited area"],
      ["departments", "Limited department"],
      ["subsidiaries", "Limited subsidiary"],
    ]) {
      expectCell(
        await callers.limited.post(`${limited}/${resource}`, { body: { name } }),
        403,
        "feature_not_available",
      );
    }
    // what LIMITED does include stays open
    expectCell(await callers.limited.get(`${limited}/areas`), 200);
    expectCell(await callers.limited.get(`${limited}/competences/${ids.limited.competenceId}`), 200);
  });
});
