// Shared by the server page and the client grids (a "use client" module cannot export values to
// server components).

export const PEOPLE_TABS = ["members", "roles", "competences"] as const;
export type PeopleTab = (typeof PEOPLE_TABS)[number];

/** The fields each people list can sort by (the API's whitelists). */
export const SORTABLE = {
  members: ["name", "email", "jobTitle", "createdDate"],
  roles: ["name", "lastModifiedDate"],
  competences: ["name", "frequency", "lastModifiedDate"],
} as const;
