import { fileSelect, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

export const eventListSelect = {
  id: true,
  title: true,
  kind: true,
  importance: true,
  accidentOccurred: true,
  occurredAt: true,
  location: true,
  status: true,
  reporterName: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
  _count: { select: { actions: { where: { doneDate: null, waived: false } } } },
} satisfies Prisma.EventSelect;

export function toEventListRow({ _count, ...row }: Prisma.EventGetPayload<{ select: typeof eventListSelect }>) {
  return { ...row, openActions: _count.actions };
}

const eventActionSelect = {
  id: true,
  type: true,
  description: true,
  dueDate: true,
  doneDate: true,
  waived: true,
  waivedReason: true,
  lastModifiedDate: true,
  responsible: { select: memberSummarySelect },
} satisfies Prisma.EventActionSelect;

function toEventActionDto({ responsible, ...row }: Prisma.EventActionGetPayload<{ select: typeof eventActionSelect }>) {
  return {
    ...row,
    // calendar dates go over the wire as YYYY-MM-DD
    dueDate: toWireDate(row.dueDate),
    doneDate: toWireDate(row.doneDate),
    responsible: responsible && toMemberSummary(responsible),
  };
}

export const eventSelect = {
  ...eventListSelect,
  description: true,
  latitude: true,
  longitude: true,
  immediateAction: true,
  investigation: true,
  rootCause: true,
  closedDate: true,
  reportedById: true,
  files: { select: fileSelect, orderBy: [{ createdDate: "asc" }, { id: "asc" }] },
  actions: { select: eventActionSelect, orderBy: [{ position: "asc" }, { createdDate: "asc" }] },
  // the inspection the event was raised from (a failed one, or one with findings)
  inspections: {
    select: {
      id: true,
      title: true,
      dueDate: true,
      performedAt: true,
      result: true,
      agreement: { select: { title: true } },
    },
    orderBy: [{ performedAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.EventSelect;

type InspectionRow = Prisma.EventGetPayload<{ select: typeof eventSelect }>["inspections"][number];

/** An inspection an event came from: named by its agreement (or its own title when ad hoc). */
const toRaisedFrom = ({ agreement, ...row }: InspectionRow) => ({
  id: row.id,
  title: agreement?.title ?? row.title ?? "",
  dueDate: toWireDate(row.dueDate)!,
  performedAt: toWireDate(row.performedAt),
  result: row.result,
});

export function toEventDto({
  files,
  actions,
  inspections,
  _count,
  ...row
}: Prisma.EventGetPayload<{ select: typeof eventSelect }>) {
  return {
    ...row,
    openActions: _count.actions,
    files: files.map(toFileDto),
    actions: actions.map(toEventActionDto),
    raisedFrom: inspections.map(toRaisedFrom),
  };
}

export type EventDto = ReturnType<typeof toEventDto>;
