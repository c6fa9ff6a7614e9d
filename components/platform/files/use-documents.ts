"use client";
import { useState } from "react";
import { entryFromFile, saveDocuments, type DocumentEntry } from "@/lib/platform/client/documents";
import type { FileDto } from "@/lib/platform/files/dto";

/** State of a DocumentList plus its save, for forms that attach files to what they save. */
export function useDocuments(organizationId: string, files: FileDto[]) {
  const [entries, setEntries] = useState<DocumentEntry[]>(() => files.map(entryFromFile));
  const [progress, setProgress] = useState<Record<string, number>>({});
  /**
   * Each saved entry replaces its pending one at once, so that saving again after the entity was
   * refused (409, 422) neither uploads the same file again nor sends an outdated lastModifiedDate.
   */
  const save = async () => {
    try {
      return await saveDocuments(
        organizationId,
        entries,
        (key, fraction) => setProgress((p) => ({ ...p, [key]: fraction })),
        (saved) => setEntries((current) => current.map((entry) => (entry.key === saved.key ? saved : entry))),
      );
    } finally {
      setProgress({});
    }
  };
  const dirty = entries.some((entry) => entry.changed || entry.file);
  return {
    entries,
    setEntries,
    progress,
    save,
    dirty,
    listProps: { organizationId, entries, onChange: setEntries, progress },
  };
}
