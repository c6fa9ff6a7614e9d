// Lists of records that can be archived show the active ones unless `archived=true` asks for the
// archived ones instead. Client-safe: the grid's filter reads the same name.
import { z } from "zod";

export const archivedFilter = {
  archived: z
    .enum(["true", "false"])
    .optional()
    .describe("true: only archived records; otherwise only active ones (the default)"),
};
