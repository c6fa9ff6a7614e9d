// What the route kit adds to every answer, and its answer to a failed anti-forgery check.
import { insecureConnectionProblem } from "@/lib/platform/http/cookie-security";
import { hasCsrfCookie } from "./csrf";
import { ApiError } from "./errors";

/** API answers are per user and per moment: no browser or shared cache may keep one. */
export function noStore(response: Response): Response {
  try {
    response.headers.set("cache-control", "no-store");
  } catch {
    // a response with immutable headers (passed through from fetch) keeps its own
  }
  return response;
}

let warned = false;

/**
 * 403 csrf_token_invalid. When the browser sent no anti-forgery cookie at all because the cookie is
 * Secure and the page is plain HTTP, reloading cannot help: the message says what is wrong instead,
 * and the server log says it once.
 */
export function csrfFailure(request: Request): ApiError {
  const problem = hasCsrfCookie(request) ? null : insecureConnectionProblem(request);
  if (problem && !warned) {
    warned = true;
    console.warn(`[ehs] Sign-in and changes fail from ${request.headers.get("host")}: ${problem}`);
  }
  return new ApiError(
    403,
    problem ? "csrf_cookie_blocked" : "csrf_token_invalid",
    problem ?? "The anti-forgery token is missing or wrong; reload the page",
  );
}
