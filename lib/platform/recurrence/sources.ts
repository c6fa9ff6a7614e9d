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
};
