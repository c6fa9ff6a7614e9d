import "server-only";
import { notFound, redirect } from "next/navigation";
import { ApiError } from "@/lib/platform/api/errors";
import { isUuid } from "@/lib/platform/auth/uuid";

/**
 * Loads a record for a page by the id in its URL; an id that names nothing shows the 404 page, a
 * record the person may not see (another member's action) the page that says so.
 */
export async function loadOrNotFound<T>(id: string, load: (id: string) => Promise<T>): Promise<T> {
  if (!isUuid(id)) notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status === 403) redirect("/unauthorized");
    throw error;
  }
}

/** The data function's answer, or null when it reports "not found"; other failures still throw. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
