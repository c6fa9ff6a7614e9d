"use client";
import { DocumentList } from "@/components/files/document-list";
import { entryFromFile } from "@/lib/client/documents";
import type { FileDto } from "@/lib/files/dto";

/** The document list for reading (names, dates and downloads), for server pages that cannot pass a change handler. */
export function ReadOnlyDocuments({ organizationId, files }: { organizationId: string; files: FileDto[] }) {
  return (
    <DocumentList organizationId={organizationId} entries={files.map(entryFromFile)} onChange={() => {}} readOnly />
  );
}
