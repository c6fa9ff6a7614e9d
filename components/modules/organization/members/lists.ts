// Shared by the server page and the client tabs (a "use client" module cannot export values to
// server components). What each list sorts and filters by is in its declaration (memberList,
// roleList and competenceList in the domains' schema.ts).

export const PEOPLE_TABS = ["members", "roles", "competences"] as const;
export type PeopleTab = (typeof PEOPLE_TABS)[number];
