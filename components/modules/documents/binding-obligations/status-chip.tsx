import { Chip } from "@mui/material";
import type { ComplianceStatus } from "@/lib/generated/prisma/enums";

const COLOR = {
  NOT_EVALUATED: "default",
  NOT_COMPLIANT: "error",
  PARTLY_COMPLIANT: "warning",
  COMPLIANT: "success",
  NOT_APPLICABLE: "default",
} as const satisfies Record<ComplianceStatus, string>;

/** A compliance status as a chip; the colour repeats what the words say. */
export function StatusChip({ status, label }: { status: ComplianceStatus; label: string }) {
  return <Chip size="small" color={COLOR[status]} label={label} />;
}
