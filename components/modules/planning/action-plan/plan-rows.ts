// The plan's rows as its grid and board show them, from the API's rows: dates in the interface
// language, the source named, and a row of an organization below linked into that organization.
import { inOrganization } from "@/lib/platform/http/organization-link";
import type { ActionListRow } from "@/lib/modules/planning/action-plan/dto";
import { isOpenStatus } from "@/lib/modules/planning/action-plan/choices";

type Format = { day: (date: string) => string; source: (source: string) => string };

/** Where the action opens from the active organization's plan. */
const actionHref = (action: ActionListRow, activeOrganizationId: string) => {
  const href = `/planning/action-plan/${action.id}`;
  return action.organization.id === activeOrganizationId ? href : inOrganization(href, action.organization.id);
};

export function planRow(action: ActionListRow, activeOrganizationId: string, today: string, format: Format) {
  return {
    id: action.id,
    href: actionHref(action, activeOrganizationId),
    title: action.title,
    status: action.status,
    overdue: isOpenStatus(action.status) && action.dueDate !== null && action.dueDate < today,
    dueDate: action.dueDate && format.day(action.dueDate),
    priority: action.priority,
    responsible: action.responsible?.name ?? null,
    source: action.sourceRecord
      ? `${format.source(action.source)}: ${action.sourceRecord.title}`
      : format.source(action.source),
    area: action.area?.name ?? null,
    organization: action.organization.name,
    organizationId: action.organization.id,
    lastModifiedDate: action.lastModifiedDate.toISOString(),
  };
}
