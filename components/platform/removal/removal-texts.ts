export type RemovalKind = "archive" | "remove" | "delete";

/** The `removal` messages of each kind: the button, the dialog's title and body, the notice after. */
export const REMOVAL_TEXTS = {
  archive: { button: "archive", title: "confirmArchiveTitle", body: "confirmArchive", done: "archivedNotice" },
  remove: { button: "remove", title: "confirmRemoveTitle", body: "confirmRemove", done: "removedNotice" },
  delete: { button: "delete", title: "confirmDeleteTitle", body: "confirmDelete", done: "deletedNotice" },
} as const;
