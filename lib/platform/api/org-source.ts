// Where an organization route finds the organization it acts in. Most routes name it in the path
// (`/organizations/{orgId}/…`); routes outside that prefix take it from the query or the body
// (`organization_id`), or from the record they name. Every source ends in the same check: an
// organization the user does not reach, or a record of one, answers 404 exactly like a made-up id.
import { isUuid } from "@/lib/platform/auth/uuid";
import { badRequest, notFound, validationFailed } from "./errors";

export type OrgSource =
  | { in: "path"; param: string }
  | { in: "query" }
  | { in: "body" }
  | { in: "record"; param: string; organizationOf: (id: string) => Promise<string | null> };

/** The wire name of the organization in a query or body. */
export const ORGANIZATION_FIELD = "organization_id";

/** `?organization_id=…` names the organization (lists, for instance). */
export const orgFromQuery = (): OrgSource => ({ in: "query" });
/** `{ "organization_id": … }` in the body names the organization (creating a record). */
export const orgFromBody = (): OrgSource => ({ in: "body" });
/** The record in the path parameter belongs to the organization (`recordOrganization` in tenancy). */
export const orgFromRecord = (param: string, organizationOf: (id: string) => Promise<string | null>): OrgSource => ({
  in: "record",
  param,
  organizationOf,
});

/** The kit's metadata: where the organization comes from, without the look-up function. */
export type OrgSourceInfo =
  { in: "path"; param: string } | { in: "query" } | { in: "body" } | { in: "record"; param: string };

export const orgSourceInfo = (source: OrgSource): OrgSourceInfo =>
  source.in === "record" ? { in: "record", param: source.param } : source;

/**
 * The organization id the request names, or throws: a missing `organization_id` names the field
 * (400 in a query, 422 in a body), a value that is not an id is 404 (it cannot name anything), and
 * so is a record that does not exist.
 */
export async function organizationIdOf(
  source: OrgSource,
  input: { params: Record<string, string>; query: Record<string, unknown>; body: unknown },
): Promise<string> {
  if (source.in === "path") return input.params[source.param] ?? "";
  if (source.in === "record") return (await source.organizationOf(input.params[source.param])) ?? "";
  const from = source.in === "query" ? input.query : (input.body as Record<string, unknown> | null);
  const value = from && typeof from === "object" ? from.organizationId : undefined;
  if (value === undefined || value === null || value === "") {
    const fields = { organizationId: "Name the organization" };
    throw source.in === "query"
      ? badRequest("invalid_query", `The query parameter ${ORGANIZATION_FIELD} is required`, fields)
      : validationFailed(fields);
  }
  if (typeof value !== "string" || !isUuid(value)) throw notFound("Organization not found");
  return value;
}
