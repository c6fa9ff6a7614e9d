/** Refusals of an uploaded file that the messages say in the user's language, as `files.refused.<code>`. */
const REFUSALS_IN_MESSAGES = new Set([
  "executable_file",
  "file_type_not_allowed",
  "file_too_large",
  "storage_unavailable",
  // a sheet to import
  "sheet_too_large",
  "unsupported_sheet",
]);

/** Whether `files.refused.<code>` words this refusal; otherwise only the server's message does. */
export const refusalInMessages = (code: string | undefined): code is string =>
  code !== undefined && REFUSALS_IN_MESSAGES.has(code);
