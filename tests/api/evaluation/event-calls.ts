// What the event API tests share: the paths, the demo's organizations and callers, and how a report,
// an edit and an action are sent.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";

export type Caller = Awaited<ReturnType<typeof as>>;

export const events = (orgId: string) => `/api/v1/organizations/${orgId}/events`;
export const search = (params: Record<string, string>) => new URLSearchParams(params).toString();
export const ids = (page: { content: { id: string }[] }) => page.content.map((row) => row.id);

/** The demo organizations and callers, and the manager's membership (a responsible person). */
export async function eventCallers() {
  const [holding, otherHolding, limited] = await Promise.all([demo.holding(), demo.other(), demo.limited()]);
  const [editor, reader, other, limitedEditor] = await Promise.all([
    as("editor@demo.example"),
    as("reader@demo.example"),
    as("other@demo.example"),
    as("limited@demo.example"),
  ]);
  const manager = await db().membership.findFirstOrThrow({
    where: { organizationId: holding, userEmail: "manager@demo.example" },
    select: { id: true, userId: true },
  });
  return {
    holding,
    otherHolding,
    limited,
    editor,
    reader,
    other,
    limitedEditor,
    managerMembership: manager.id,
    managerUserId: manager.userId,
  };
}

let counter = 0;

/** Reports an event with these fields over a plain unsafe condition; expects 201 and answers it. */
export async function reportEvent(caller: Caller, orgId: string, body: Record<string, unknown> = {}) {
  const answer = await caller.post(events(orgId), {
    body: {
      title: `Oil on the floor by press ${++counter}`,
      kind: "UNSAFE_CONDITION",
      importance: "MEDIUM",
      occurred_at: "2026-03-10T09:30:00+01:00",
      ...body,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** The event's edit body with the given changes (the report's facts kept). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer body as the API sent it
export const edit = (event: Record<string, any>, changes: Record<string, unknown>) => ({
  title: event.title,
  kind: event.kind,
  importance: event.importance,
  accident_occurred: event.accidentOccurred,
  occurred_at: new Date(event.occurredAt).toISOString(),
  status: event.status,
  last_modified_date: event.lastModifiedDate,
  ...changes,
});

/** An action of an answer as the edit body sends it back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer body as the API sent it
export function actionBody(action: Record<string, any>) {
  return {
    id: action.id,
    type: action.type,
    description: action.description,
    responsible_id: action.responsible?.id ?? null,
    due_date: action.dueDate,
    done_date: action.doneDate,
    waived: action.waived,
    waived_reason: action.waivedReason,
  };
}
