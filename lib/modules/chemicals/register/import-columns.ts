// The columns of a register import with the message key of each heading (in the chemicalRegister
// messages), shared by the import and the dialog. Client-safe.
const REGISTER_IMPORT_HEADINGS = {
  product: "columns.name",
  producer: "columns.producer",
  supplier: "import.supplier",
  purpose: "columns.purpose",
  amount: "import.amount",
  unit: "import.unit",
  useAreas: "form.useAreas",
  storageAreas: "form.storageAreas",
} as const;

export type RegisterImportColumn = keyof typeof REGISTER_IMPORT_HEADINGS;

export const REGISTER_IMPORT_COLUMNS = Object.keys(REGISTER_IMPORT_HEADINGS) as RegisterImportColumn[];

export const registerImportHeading = (column: RegisterImportColumn) => REGISTER_IMPORT_HEADINGS[column];
