import { Tag, type TagColor } from "@/components/platform/ui/tag";
import type { ObjectiveStatusName } from "@/lib/modules/planning/objectives/choices";

const COLORS: Record<ObjectiveStatusName, TagColor> = {
  ON_TRACK: "success",
  AT_RISK: "warning",
  OFF_TRACK: "error",
  ACHIEVED: "success",
  NO_DATA: "default",
};

/** An objective's computed status, coloured, with its words. */
export function ObjectiveStatusTag({ status, label }: { status: ObjectiveStatusName; label: string }) {
  return <Tag size="small" color={COLORS[status]} label={label} />;
}
