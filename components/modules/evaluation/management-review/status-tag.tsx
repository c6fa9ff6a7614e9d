import { Tag, type TagColor } from "@/components/platform/ui/tag";
import type { REVIEW_STATUSES } from "@/lib/modules/evaluation/management-review/schema";

export type ReviewStatusName = (typeof REVIEW_STATUSES)[number];

const STATUS_COLORS: Record<ReviewStatusName, TagColor> = { DRAFT: "default", HELD: "info", APPROVED: "success" };

export const ReviewStatusTag = ({ status, label }: { status: ReviewStatusName; label: string }) => (
  <Tag size="small" color={STATUS_COLORS[status]} label={label} />
);
