// How the platform's own records read in a history: stored files and sign-in events.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";

/** A person's account, named by the person's name. */
export const userRecord = record("User");
/** A stored file, named by its file name. */
export const fileRecord = record("StoredFile");

export const platformHistory = defineHistory({
  file: {
    fields: {
      name: field.text("files.name"),
      description: field.text("files.description"),
      date: field.date("files.date"),
      deleted: field.boolean("audit.fields.deleted"),
      size: field.bytes("audit.fields.size"),
      contentType: field.text("audit.fields.contentType"),
      createdById: field.ref("audit.fields.createdById", userRecord),
    },
    // a file uploaded on its own rather than for a record: how it is kept, not what it says
    hidden: ["standalone"],
  },
  session: {
    fields: {
      sessionsEnded: field.number("audit.fields.sessionsEnded"),
      sessionsExpired: field.number("audit.fields.sessionsExpired"),
    },
  },
});
