/** Where the newest safety data sheet of a registered chemical downloads (the own or the catalogue's). */
export const currentSheetHref = (organizationId: string, associationId: string) =>
  `/api/v1/organizations/${organizationId}/chemical-associations/${associationId}/safety-data-sheets/current`;
