// The upload's draft: what it needs for each place a document goes, the request each module takes
// (the own document with the draft's key as its id), and where the document is seen afterwards.
import { filedAt, freshUpload, namedFiles, titleOf, uploadField, uploadProblems, uploadRequest } from "./upload-draft";

const photo = { name: "IMG_2041.jpeg", dataUrl: "data:image/jpeg;base64,AAAA" };
const machine = { id: "machine-1", label: "Press 2", detail: null };
const chemical = { id: "chemical-1", label: "Degreaser", detail: null, country: "DK" };

describe("the upload's draft", () => {
  it("needs a file, and for each place what it asks", () => {
    expect(uploadProblems(freshUpload("own"))).toEqual({ files: "required", title: "required" });
    expect(uploadProblems({ ...freshUpload("machine"), files: [photo] })).toEqual({ record: "required" });
    const sheet = { ...freshUpload("chemical"), files: [photo], record: chemical };
    expect(uploadProblems(sheet, "2026-03-10")).toEqual({ revisionDate: "required", language: "required" });
    expect(uploadProblems({ ...sheet, revisionDate: "2026-03-11", language: "da" }, "2026-03-10")).toEqual({
      revisionDate: "future",
    });
    expect(uploadProblems({ ...sheet, revisionDate: "2025-06-01", language: "da" }, "2026-03-10")).toEqual({});
  });

  it("files an own document under the draft's key, and names its file after the title", () => {
    const draft = {
      ...freshUpload("own"),
      files: [{ ...photo, fileId: "file-1" }],
      title: "Permit ",
      category: "CERTIFICATE",
    };
    expect(titleOf(photo.name)).toBe("IMG_2041");
    expect(namedFiles(draft)[0].name).toBe("Permit.jpeg");
    expect(uploadRequest("org-1", draft, "file-1")).toEqual({
      url: "/api/v1/organizations/org-1/own-documents",
      body: { id: draft.key, title: "Permit", category: "CERTIFICATE", fileIds: ["file-1"] },
    });
    expect(filedAt(draft, { id: draft.key })).toBe(`/documents/own-documents/${draft.key}`);
  });

  it("attaches to a machine or an inspection, and records a chemical's own safety data sheet", () => {
    const onMachine = { ...freshUpload("machine"), files: [photo], record: machine };
    expect(namedFiles(onMachine)[0].name).toBe("IMG_2041.jpeg");
    expect(uploadRequest("org-1", onMachine, "file-1")).toEqual({
      url: "/api/v1/organizations/org-1/machines/machine-1/attachments",
      body: { fileIds: ["file-1"] },
    });
    expect(filedAt(onMachine, { id: "machine-1" })).toBe("/monitoring/machines/machine-1");
    const onInspection = { ...freshUpload("inspection"), record: { ...machine, id: "inspection-1" } };
    expect(uploadRequest("org-1", onInspection, "file-1").url).toBe(
      "/api/v1/organizations/org-1/inspections/inspection-1/attachments",
    );
    const sheet = { ...freshUpload("chemical"), record: chemical, revisionDate: "2025-06-01", language: "da" };
    expect(uploadRequest("org-1", sheet, "file-1")).toEqual({
      url: "/api/v1/organizations/org-1/chemical-associations/chemical-1/safety-data-sheets",
      body: { fileId: "file-1", lastRevisionDate: "2025-06-01", language: "da", countryAlpha2: "DK" },
    });
    expect(uploadField("fileId")).toBe("files");
    expect(uploadField("lastRevisionDate")).toBe("revisionDate");
  });
});
