import { api } from "./api-client";
import { announceRecordChange } from "./record-changes";

/**
 * A form's save: PUT to `collection/id` when the record exists, else POST to `collection`; then every
 * open list of `kind` hears of the change (see record-changes.ts).
 */
export async function saveRecord<T>(
  collection: string,
  id: string | undefined,
  body: unknown,
  kind: string,
): Promise<T> {
  const saved = id
    ? await api<T>(`${collection}/${id}`, { method: "PUT", body })
    : await api<T>(collection, { method: "POST", body });
  announceRecordChange(kind);
  return saved;
}
