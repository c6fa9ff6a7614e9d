// The control book's drafts: a completion keeps what the inspection holds now (its files, its
// findings, its machine) and adds the result, day and photos; an ad-hoc finding goes in as an
// inspection done that day with the draft's key, and with its action only when asked for.
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import {
  completionBody,
  completionHasContent,
  completionProblems,
  findingBody,
  findingProblems,
  freshCompletion,
  freshFinding,
  withKeptAnswer,
  withoutKeptAnswer,
} from "./control-book-drafts";

const current = {
  id: "i1",
  title: "Boiler service",
  type: "SERVICE_AND_INSPECTION",
  status: "PENDING",
  dueDate: "2026-03-01",
  findings: "Seen to in February",
  responsible: { id: "member-1", name: "Erik", email: "erik@example.org" },
  machine: { id: "machine-1", name: "Boiler" },
  files: [{ id: "old-file" }],
  lastModifiedDate: "2026-03-02T10:00:00.000Z",
} as unknown as InspectionDto;

describe("the control book's drafts", () => {
  it("completes the inspection as it stands now, done by the person", () => {
    const draft = { ...freshCompletion(current), result: "FAILED" as const, performedAt: "2026-03-05", findings: "" };
    expect(completionBody(current, draft, ["new-file", "old-file"], "member-2")).toEqual({
      title: "Boiler service",
      type: "SERVICE_AND_INSPECTION",
      status: "DONE",
      dueDate: "2026-03-01",
      performedAt: "2026-03-05",
      performedById: "member-2",
      performerName: null,
      result: "FAILED",
      findings: "Seen to in February",
      responsibleId: "member-1",
      machineId: "machine-1",
      fileIds: ["old-file", "new-file"],
      lastModifiedDate: "2026-03-02T10:00:00.000Z",
    });
    expect(completionBody(current, { ...draft, findings: "Leak at the valve" }, [], null).findings).toBe(
      "Leak at the valve",
    );
  });

  it("needs a result and a day to complete", () => {
    const draft = freshCompletion(current);
    expect(draft).toMatchObject({ inspectionId: "i1", title: "Boiler service", attempted: false });
    expect(completionHasContent(draft)).toBe(false);
    expect(completionProblems({ ...draft, performedAt: "" })).toEqual({ result: "required", performedAt: "required" });
    expect(completionProblems({ ...draft, result: "PASSED" })).toEqual({});
  });

  it("records a finding as an ad-hoc inspection done that day, with its action when asked for", () => {
    const draft = { ...freshFinding(new Date("2026-03-10T12:00:00Z")), title: " Extinguisher missing ", note: "" };
    expect(findingProblems({ ...draft, title: " " })).toEqual({ title: "required" });
    const plain = findingBody(draft, ["photo"], "member-2");
    expect(plain).toMatchObject({
      title: "Extinguisher missing",
      status: "DONE",
      dueDate: draft.day,
      performedAt: draft.day,
      performedById: "member-2",
      result: "PASSED_WITH_REMARKS",
      // an event can be raised from its words when no note was written
      findings: "Extinguisher missing",
      fileIds: ["photo"],
      idempotencyKey: draft.key,
      correctiveAction: null,
    });
    expect(findingBody({ ...draft, follow: "action" }, [], null).correctiveAction).toEqual({
      title: "Extinguisher missing",
      responsibleId: null,
      dueDate: null,
    });
    expect(
      findingBody({ ...draft, follow: "action", actionTitle: "Hang a new one" }, [], null).correctiveAction?.title,
    ).toBe("Hang a new one");
    expect(findingBody({ ...draft, follow: "event" }, [], null).correctiveAction).toBeNull();
  });

  it("keeps one answer per question given without a connection, the latest, and keeps the draft for them", () => {
    const answer = (questionKey: string, choice: string) => ({
      body: { questionKey, choice, fileIds: [] as string[] },
      photos: [],
    });
    const draft = freshCompletion(current);
    expect(completionHasContent(draft)).toBe(false);
    let answers = withKeptAnswer(draft.answers, answer("q1", "CONFORM"));
    answers = withKeptAnswer(answers, answer("q2", "MINOR_NONCONFORMITY"));
    answers = withKeptAnswer(answers, answer("q1", "OBSERVATION"));
    expect(answers.map((kept) => [kept.body.questionKey, kept.body.choice])).toEqual([
      ["q2", "MINOR_NONCONFORMITY"],
      ["q1", "OBSERVATION"],
    ]);
    expect(completionHasContent({ ...draft, answers })).toBe(true);
    // answered again with a connection: the kept answer must not overwrite the stored one
    expect(withoutKeptAnswer(answers, "q1").map((kept) => kept.body.questionKey)).toEqual(["q2"]);
  });
});
