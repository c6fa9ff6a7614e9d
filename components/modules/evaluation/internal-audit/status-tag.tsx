import { Tag, type TagColor } from "@/components/platform/ui/tag";
import type { AuditStatusName, FindingKindName } from "@/lib/modules/evaluation/internal-audit/choices";

const STATUS_COLORS: Record<AuditStatusName, TagColor> = { PLANNED: "default", IN_PROGRESS: "info", CLOSED: "success" };

export const AuditStatusTag = ({ status, label }: { status: AuditStatusName; label: string }) => (
  <Tag size="small" color={STATUS_COLORS[status]} label={label} />
);

const FINDING_COLORS: Record<FindingKindName, TagColor> = {
  MAJOR_NONCONFORMITY: "error",
  MINOR_NONCONFORMITY: "warning",
  OBSERVATION: "info",
  IMPROVEMENT: "default",
};

export const FindingKindTag = ({ kind, label }: { kind: FindingKindName; label: string }) => (
  <Tag size="small" color={FINDING_COLORS[kind]} label={label} />
);
