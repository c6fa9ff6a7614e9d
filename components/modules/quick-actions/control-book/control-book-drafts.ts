// The control book's two drafts on the phone, a due inspection completed and an ad-hoc finding, and
// the bodies the control book's API takes from them. Pure.
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import { localDay, type DraftBase } from "../draft-store";
import type { KeptFile } from "../kept-file";

export type InspectionResult = "PASSED" | "PASSED_WITH_REMARKS" | "FAILED";

/** How an ad-hoc finding is recorded: a remark, or a fault. */
export const FINDING_RESULTS = ["PASSED_WITH_REMARKS", "FAILED"] as const satisfies readonly InspectionResult[];

/** What follows a finding: nothing, an event reported from it, or an action in the action plan. */
export const FOLLOW_UPS = ["none", "event", "action"] as const;
type FollowUp = (typeof FOLLOW_UPS)[number];

/**
 * A questionnaire's answer given without a connection: the body `PUT …/inspections/{id}/answers`
 * takes (its earlier photos' ids included) and the new photos, kept until the completion is sent.
 */
export type KeptAnswer = {
  body: Record<string, unknown> & { questionKey: string; fileIds: string[] };
  photos: KeptFile[];
};

export type CompletionDraft = DraftBase & {
  inspectionId: string;
  /** Its name, so that a draft waiting for the connection still says what it completes. */
  title: string;
  result: InspectionResult | "";
  /** `YYYY-MM-DD`. */
  performedAt: string;
  findings: string;
  photos: KeptFile[];
  /** A completion was sent before: the inspection found done since is this draft's own doing. */
  attempted: boolean;
  /** Answers given without a connection, one per question (the latest), sent before the completion. */
  answers: KeptAnswer[];
};

export type FindingDraft = DraftBase & {
  title: string;
  note: string;
  result: (typeof FINDING_RESULTS)[number];
  photos: KeptFile[];
  follow: FollowUp;
  /** The action's title; the finding's when left empty. */
  actionTitle: string;
  /** `YYYY-MM-DD`, the day it was found. */
  day: string;
  /** Once stored: the event is raised from it next. */
  inspectionId: string | null;
};

export const freshCompletion = (
  inspection: { id: string; title: string } | null,
  now = new Date(),
): CompletionDraft => ({
  key: crypto.randomUUID(),
  sending: false,
  inspectionId: inspection?.id ?? "",
  title: inspection?.title ?? "",
  result: "",
  performedAt: localDay(now),
  findings: "",
  photos: [],
  attempted: false,
  answers: [],
});

/** The draft's answers but the one kept for this question. */
export const withoutKeptAnswer = (answers: KeptAnswer[], questionKey: string) =>
  answers.filter((kept) => kept.body.questionKey !== questionKey);

/** The draft's answers with `answer` in place of an earlier one to the same question. */
export const withKeptAnswer = (answers: KeptAnswer[], answer: KeptAnswer) => [
  ...withoutKeptAnswer(answers, answer.body.questionKey),
  answer,
];

export const freshFinding = (now = new Date()): FindingDraft => ({
  key: crypto.randomUUID(),
  sending: false,
  title: "",
  note: "",
  result: "PASSED_WITH_REMARKS",
  photos: [],
  follow: "none",
  actionTitle: "",
  day: localDay(now),
  inspectionId: null,
});

export const completionHasContent = (draft: CompletionDraft) =>
  draft.result !== "" || draft.findings.trim() !== "" || draft.photos.length > 0 || draft.answers.length > 0;

export const findingHasContent = (draft: FindingDraft) =>
  draft.title.trim() !== "" || draft.note.trim() !== "" || draft.photos.length > 0;

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

export function completionProblems(draft: CompletionDraft): Record<string, "required"> {
  const problems: Record<string, "required"> = {};
  if (!draft.result) problems.result = "required";
  if (!isDay(draft.performedAt)) problems.performedAt = "required";
  return problems;
}

export function findingProblems(draft: FindingDraft): Record<string, "required"> {
  const problems: Record<string, "required"> = {};
  if (!draft.title.trim()) problems.title = "required";
  if (!isDay(draft.day)) problems.day = "required";
  return problems;
}

/**
 * The completion as `PUT …/inspections/{id}` takes it: the inspection as it stands now (read just
 * before, so that nothing changed meanwhile is undone) with the result, day, findings and photos
 * added, done by the person.
 */
export const completionBody = (
  current: InspectionDto,
  draft: CompletionDraft,
  fileIds: string[],
  performedById: string | null,
) => ({
  title: current.title,
  type: current.type,
  status: "DONE",
  dueDate: current.dueDate,
  performedAt: draft.performedAt,
  performedById,
  performerName: null,
  result: draft.result,
  findings: draft.findings.trim() || current.findings,
  responsibleId: current.responsible?.id ?? null,
  machineId: current.machine?.id ?? null,
  fileIds: [...new Set([...current.files.map((file) => file.id), ...fileIds])],
  lastModifiedDate: current.lastModifiedDate,
});

/**
 * The finding as `POST …/inspections` takes it: an ad-hoc inspection done the day it was found, its
 * note as the findings (its title when there is no note, so that an event can be raised from it),
 * with the action it raises in the same step.
 */
export const findingBody = (draft: FindingDraft, fileIds: string[], performedById: string | null) => ({
  title: draft.title.trim(),
  type: "SERVICE_AND_INSPECTION",
  status: "DONE",
  dueDate: draft.day,
  performedAt: draft.day,
  performedById,
  result: draft.result,
  findings: draft.note.trim() || draft.title.trim(),
  fileIds,
  idempotencyKey: draft.key,
  correctiveAction:
    draft.follow === "action"
      ? { title: draft.actionTitle.trim() || draft.title.trim(), responsibleId: null, dueDate: null }
      : null,
});
