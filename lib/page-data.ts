import "server-only";
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { isUuid } from "@/lib/auth/org-context";

/** Loads a record for a page by the id in its URL; an id that names nothing shows the 404 page. */
export async function loadOrNotFound<T>(id: string, load: (id: string) => Promise<T>): Promise<T> {
  if (!isUuid(id)) notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
