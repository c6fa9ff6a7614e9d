import "server-only";
import { sql, type Sql } from "./query";

/** The list condition of `archivedFilter`: archived rows only when asked for, else active ones. */
export const archivedCondition = (archived: "true" | "false" | undefined): Sql =>
  archived === "true" ? sql`t."archivedDate" IS NOT NULL` : sql`t."archivedDate" IS NULL`;
