// The seam between the modules that have something falling due and the screens and mails that
// show it (dashboard, reminder digest, calendar feed). A module adds one DueSource to the registry
// in lib/modules/due-sources.ts; the readers go through listDue and never know the modules.

/** One thing falling due: an inspection, a review, a competence to renew. */
export type DueItem = {
  /** The key of the source that listed it. */
  source: string;
  id: string;
  title: string;
  /** A calendar date at UTC midnight. */
  dueDate: Date;
  organizationId: string;
  responsibleUserId: string | null;
  /** Where in the application the item is handled. */
  href: string;
  /**
   * How many days before its due date the item counts as due soon and is reminded of (an
   * agreement's reminder lead time); the common DUE_SOON_DAYS when not given.
   */
  leadDays?: number;
  /**
   * What should be there never was (a registered chemical without a safety data sheet): overdue
   * whatever its date, which says since when it is wanted, and read "Missing" rather than as a
   * date. A source lists its missing items whatever the query's dates (dueItemStatus, listDueFrom).
   */
  missing?: boolean;
  /**
   * What the item is about, the same in every organization that has it (a safety data sheet's
   * catalogue product and country): lists fold one source's items of the same subject and status
   * across organizations into one line naming them. Without it the item is a subject of its own.
   */
  subjectKey?: string;
};

export type DueQuery = {
  organizationIds: string[];
  /** Items due before this date (exclusive), overdue ones included. */
  dueBefore: Date;
  /** Only the items this member is responsible for. */
  responsibleUserId?: string;
  /**
   * Today, for readers that show what is due soon (the dashboard, the digest): an item with a lead
   * time of its own is then listed from that many days before its due date, whatever `dueBefore`
   * says. Without it (the calendar feed) `dueBefore` alone decides.
   */
  today?: Date;
  limit: number;
};

export type DueSource = {
  /** Unique; also the message key under "due.sources". */
  key: string;
  /** The organization feature level that sees the source: LIMITED sources are seen by all. */
  feature: "FULL" | "LIMITED";
  list(query: DueQuery): Promise<DueItem[]>;
  /**
   * The module's own list filtered to this source's overdue items in the active organization
   * (`/monitoring/meters?status=OVERDUE`), where the list has such a filter: the dashboard links an
   * overdue count there when the list shows exactly what it counts, else to the due list.
   */
  overdueList?: string;
};
