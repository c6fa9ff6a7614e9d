import { ApiError } from "@/lib/api/errors";

/** The data function's answer, or null when it reports "not found"; other failures still throw. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
