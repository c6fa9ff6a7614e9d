// Reading a request body into a plain object before validation.
import { ApiError, badRequest } from "./errors";
import { jsonDepth, MAX_JSON_DEPTH } from "./input-limits";

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new ApiError(413, "payload_too_large", `The request body exceeds ${maxBytes} bytes`);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) {
    throw new ApiError(413, "payload_too_large", `The request body exceeds ${maxBytes} bytes`);
  }
  return text;
}

/** JSON or form-encoded bodies as an object; an empty body is an empty object. */
export async function readBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
  const text = await readText(request, maxBytes);
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === "") return {};
  if (type && type !== "application/json" && !type.endsWith("+json")) {
    throw new ApiError(415, "unsupported_media_type", `Send the body as application/json, not ${type}`);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest("too_deeply_nested", `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("malformed_json", "The request body is not valid JSON");
  }
}
