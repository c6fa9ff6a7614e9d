// The values a procedure template's fields may take, without zod, so client lists can name them.

export const PROCEDURE_CATEGORIES = ["CHEMICALS", "WASTE", "INCIDENTS", "ENERGY", "EMERGENCY", "OTHER"] as const;
