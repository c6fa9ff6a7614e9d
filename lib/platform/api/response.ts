// What the route kit's `response` option names: the zod schema of a route's JSON answer, from which
// the OpenAPI document writes the answer's JSON Schema (z.toJSONSchema) and by which the modules'
// DTO mappers are typed (z.output), or a file answer. Here are the pieces every answer shares.
import { z } from "zod";

/**
 * A moment. The handler answers a Date and the wire carries it as an ISO 8601 UTC timestamp (toJson):
 * the OpenAPI document writes every z.date() as a date-time string.
 */
export const dateTime = z.date();

/** A calendar date on the wire: YYYY-MM-DD (toWireDate). */
export const wireDate = z.iso.date();

/** A linked record as answers name it. */
export const idName = z.object({ id: z.string(), name: z.string() });

/**
 * One page of a list (`Page` in lib/platform/lists/paging.ts); `totalIsEstimate` is there, and
 * true, only when the total is PostgreSQL's estimate.
 */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ totalElements: z.number(), totalIsEstimate: z.literal(true).optional(), content: z.array(row) });
}

/** The one error shape of /api/v1 (errors.ts writes it). */
export const errorSchema = z.object({
  error: z.object({
    code: z.string().meta({ description: "Stable machine-readable code, e.g. validation_failed" }),
    message: z.string().meta({ description: "A sentence for people" }),
    fields: z.record(z.string(), z.string()).optional().meta({
      description:
        "The offending fields (camelCase paths such as memberAssignments.0.lastAcquisitionDate) with what is wrong",
    }),
    existing: z
      .object({ id: z.string(), name: z.string() })
      .optional()
      .meta({ description: "With a duplicate (409): the record that already exists, to open instead" }),
  }),
});

/** An answer that is a file, not JSON: its media type and what it is. The handler answers a Response. */
export type FileAnswer = { readonly file: { mediaType: string; description: string } };

export const fileAnswer = (mediaType: string, description: string): FileAnswer => ({
  file: { mediaType, description },
});

/** A stored file as an attachment (attachmentResponse). */
export const fileDownload = fileAnswer("application/octet-stream", "The file, as an attachment");

/** What a route answers: the schema of its JSON, or a file. */
export type ResponseSpec = z.ZodType | FileAnswer;

export const isFileAnswer = (spec: ResponseSpec | undefined): spec is FileAnswer =>
  spec !== undefined && "file" in spec && !(spec instanceof z.ZodType);

/** What a handler may return for a route that declares `response`: its JSON's value, or a Response it builds. */
export type AnswerOf<S> = S extends z.ZodType ? z.output<S> | Response : S extends FileAnswer ? Response : unknown;
