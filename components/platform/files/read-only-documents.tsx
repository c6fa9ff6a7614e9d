"use client";
import { DocumentList } from "@/components/platform/files/document-list";
import { entryFromFile } from "@/lib/platform/client/documents";
import type { FileDto } from "@/lib/platform/files/dto";

/** The document list for reading (names, dates and downloads), for server pages that cannot pass a change handler. */
export function ReadOnlyDocuments({ organizationId, files }: { organizationId: string; files: FileDto[] }) {
  return (
    <DocumentList organizationId={organizationId} entries={files.map(entryFromFile)} onChange={() => {}} readOnly />
  );
}
