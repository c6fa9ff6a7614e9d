// The "upload document" draft: one photo or file, and where it goes: the own documents, or onto a
// machine, a registered chemical (its own safety data sheet) or an inspection. The requests each
// module takes from it, in their own wire names. Pure.
import type { ChemicalOption, RecordOption } from "@/lib/modules/quick-actions/options";
import { localDay, type DraftBase } from "../draft-store";
import type { KeptFile } from "../kept-file";

export const UPLOAD_TARGETS = ["own", "machine", "chemical", "inspection"] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

export type UploadDraft = DraftBase & {
  /** One file at most. */
  files: KeptFile[];
  target: UploadTarget;
  /** An own document's title and category. */
  title: string;
  category: string;
  /** The machine, chemical or inspection chosen. */
  record: RecordOption | ChemicalOption | null;
  /** A safety data sheet's revision date (`YYYY-MM-DD`) and language. */
  revisionDate: string;
  language: string;
};

export const freshUpload = (target: UploadTarget): UploadDraft => ({
  // also the own document's id: the same draft sent again answers the document stored then
  key: crypto.randomUUID(),
  sending: false,
  files: [],
  target,
  title: "",
  category: "OTHER",
  record: null,
  revisionDate: "",
  language: "",
});

export const uploadHasContent = (draft: UploadDraft) => draft.files.length > 0 || draft.title.trim() !== "";

/** A file's name without its extension: the title an own document starts with. */
export const titleOf = (fileName: string) => fileName.replace(/\.[^.]*$/, "").trim();

/** What keeps the draft from being sent, by field. */
export function uploadProblems(draft: UploadDraft, today = localDay()): Record<string, "required" | "future"> {
  const problems: Record<string, "required" | "future"> = {};
  if (!draft.files.length) problems.files = "required";
  if (draft.target === "own") {
    if (!draft.title.trim()) problems.title = "required";
    if (!draft.category) problems.category = "required";
    return problems;
  }
  if (!draft.record) problems.record = "required";
  if (draft.target === "chemical") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.revisionDate)) problems.revisionDate = "required";
    else if (draft.revisionDate > today) problems.revisionDate = "future";
    if (!draft.language) problems.language = "required";
  }
  return problems;
}

/** The files as they upload: an own document's under its title, keeping the file's extension. */
export function namedFiles(draft: UploadDraft): KeptFile[] {
  const title = draft.title.trim();
  if (draft.target !== "own" || !title) return draft.files;
  return draft.files.map((file) => ({ ...file, name: `${title}${/\.[^.]*$/.exec(file.name)?.[0] ?? ""}` }));
}

/** The request that files the uploaded file where the draft says, under `/api/v1/organizations/{id}`. */
export function uploadRequest(
  organizationId: string,
  draft: UploadDraft,
  fileId: string,
): { url: string; body: object } {
  const base = `/api/v1/organizations/${organizationId}`;
  const recordId = draft.record?.id ?? "";
  switch (draft.target) {
    case "own":
      return {
        url: `${base}/own-documents`,
        body: { id: draft.key, title: draft.title.trim(), category: draft.category, fileIds: [fileId] },
      };
    case "machine":
      return { url: `${base}/machines/${recordId}/attachments`, body: { fileIds: [fileId] } };
    case "inspection":
      return { url: `${base}/inspections/${recordId}/attachments`, body: { fileIds: [fileId] } };
    case "chemical":
      return {
        url: `${base}/chemical-associations/${recordId}/safety-data-sheets`,
        body: {
          fileId,
          lastRevisionDate: draft.revisionDate,
          language: draft.language,
          countryAlpha2: draft.record && "country" in draft.record ? draft.record.country : "",
        },
      };
  }
}

/** Where the document can be seen once it is filed. */
export function filedAt(draft: UploadDraft, answer: { id: string }): string {
  const recordId = draft.record?.id ?? "";
  switch (draft.target) {
    case "own":
      return `/documents/own-documents/${answer.id}`;
    case "machine":
      return `/monitoring/machines/${recordId}`;
    case "inspection":
      return `/monitoring/control-book/inspections/${recordId}`;
    case "chemical":
      return `/chemicals/my-chemicals/${recordId}`;
  }
}

/** The server's refusal of a field, on the screen's field. */
export const uploadField = (field: string) =>
  field === "fileIds" || field === "fileId" || field.startsWith("fileIds.")
    ? "files"
    : field === "lastRevisionDate"
      ? "revisionDate"
      : field;
