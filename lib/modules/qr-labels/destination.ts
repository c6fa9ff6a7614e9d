// Where a scanned QR label leads: the record's phone screen, in the record's organization. The
// record is looked up by its id alone (the label names no organization); one in no organization
// the person reaches is not found, exactly like an unknown one, and one they reach but may not
// open leads to the page that says so.
import "server-only";
import { openUnder, permits, requirementOf, type Operation } from "@/lib/platform/auth/access";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import { satisfies } from "@/lib/platform/auth/scopes";
import type { SessionUser } from "@/lib/platform/auth/types";
import { isUuid } from "@/lib/platform/auth/uuid";
import { inOrganization } from "@/lib/platform/http/organization-link";
import { recordOrganization } from "@/lib/platform/tenancy/record-organization";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { registerReadingPath } from "@/lib/modules/quick-actions/paths";
import { isQrKind, type QrKind } from "./kinds";

type QrOutcome =
  { kind: "redirect"; to: string } | { kind: "notFound" } | { kind: "unauthorized"; reason: "scope" | "featureAccess" };

type Destination = {
  table: string;
  /** What opening the destination needs in the record's organization. */
  operation: Operation;
  path: (org: OrgContext, id: string) => string;
};

const DESTINATIONS: Record<QrKind, Destination> = {
  // the phone's register screen with the meter chosen, for those who may; the meter with its readings for the others
  meter: {
    table: "Meter",
    operation: meterAccess.read,
    path: (org, id) => (permits(meterAccess.update, org) ? registerReadingPath(id) : `/monitoring/meters/${id}`),
  },
  // the machine's page: its agreements, inspections, documents and "report an event about it"
  machine: { table: "Machine", operation: machineAccess.read, path: (_org, id) => `/monitoring/machines/${id}` },
  chemical: {
    table: "ChemicalAssociation",
    operation: chemicalRegisterAccess.read,
    path: (_org, id) => `/chemicals/my-chemicals/${id}/card`,
  },
  // "report an event here": the area is only where it happened
  area: { table: "Area", operation: eventAccess.create, path: (_org, id) => `/events/new?areaId=${id}` },
};

const notFound: QrOutcome = { kind: "notFound" };

/** The outcome for the person whose active organization is `activeOrganizationId`. */
export async function qrDestination(
  user: SessionUser,
  activeOrganizationId: string | null,
  kind: string,
  id: string,
): Promise<QrOutcome> {
  if (!isQrKind(kind) || !isUuid(id)) return notFound;
  const destination = DESTINATIONS[kind];
  const organizationId = await recordOrganization(destination.table)(id);
  const org = organizationId ? await mintOrgContext(user, organizationId) : null;
  if (!org) return notFound;
  if (!satisfies(org.grants, requirementOf(destination.operation))) return { kind: "unauthorized", reason: "scope" };
  if (!openUnder(destination.operation, org.grants, org.featureAccess)) {
    return { kind: "unauthorized", reason: "featureAccess" };
  }
  const path = destination.path(org, id);
  // the proxy makes the record's organization the active one before the screen opens
  return {
    kind: "redirect",
    to: org.organizationId === activeOrganizationId ? path : inOrganization(path, org.organizationId),
  };
}
