// The document list's save: entries are processed one after another: first the
// content (upload or replace), then the metadata. An empty list sends nothing.
import type { FileDto } from "@/lib/platform/files/dto";
import { api } from "./api-client";
import { replaceFile, uploadFile } from "./upload";

export type DocumentEntry = {
  key: string;
  id?: string;
  name: string;
  description: string;
  date: string | null;
  deleted: boolean;
  /** New content chosen in this session (a new document, or a replacement). */
  file?: File;
  lastModifiedDate?: string;
  /** Whether name, description, date or deleted changed. */
  changed: boolean;
};

export const entryFromFile = (file: FileDto): DocumentEntry => ({
  key: file.id,
  id: file.id,
  name: file.name,
  description: file.description ?? "",
  date: file.date,
  deleted: file.deleted,
  lastModifiedDate: new Date(file.lastModifiedDate).toISOString(),
  changed: false,
});

/**
 * Saves the entries and returns the ids to attach. `onSaved` receives each entry as it is after
 * its save (with its id, without pending content), so that a retry after a later failure does not
 * upload the same file twice.
 */
export async function saveDocuments(
  organizationId: string,
  entries: DocumentEntry[],
  onProgress: (key: string, fraction: number) => void = () => {},
  onSaved: (entry: DocumentEntry) => void = () => {},
): Promise<string[]> {
  const kept: string[] = [];
  for (const entry of entries) {
    if (!entry.id && entry.deleted) continue;
    let stored: FileDto | undefined;
    if (entry.file && !entry.id) stored = await uploadFile(organizationId, entry.file, (f) => onProgress(entry.key, f));
    else if (entry.file && entry.id)
      stored = await replaceFile(organizationId, entry.id, entry.file, (f) => onProgress(entry.key, f));
    const id = stored?.id ?? entry.id!;
    let saved: FileDto | undefined = stored;
    if (entry.changed || stored) {
      saved = await api<FileDto>(`/api/v1/organizations/${organizationId}/files/${id}`, {
        method: "PUT",
        body: {
          name: entry.name,
          description: entry.description || null,
          date: entry.date || null,
          deleted: entry.deleted,
          lastModifiedDate: stored ? new Date(stored.lastModifiedDate).toISOString() : entry.lastModifiedDate,
        },
      });
    }
    if (saved) onSaved({ ...entryFromFile(saved), key: entry.key });
    if (!entry.deleted) kept.push(id);
  }
  return kept;
}
