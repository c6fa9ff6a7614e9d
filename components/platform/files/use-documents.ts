"use client";
import { useState } from "react";
import { entryFromFile, saveDocuments, type DocumentEntry } from "@/lib/platform/client/documents";
import type { FileDto } from "@/lib/platform/files/dto";

/** State of a DocumentList plus its save, for forms that attach files to what they save. */
export function useDocuments(organizationId: string, files: FileDto[]) {
  const [entries, setEntries] = useState<DocumentEntry[]>(() => files.map(entryFromFile));
  const [progress, setProgress] = useState<Record<string, number>>({});
  const save = async () => {
    try {
      return await saveDocuments(organizationId, entries, (key, fraction) =>
        setProgress((p) => ({ ...p, [key]: fraction })),
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
