import { Tag } from "@/components/platform/ui/tag";
import type { QuestionnaireDto } from "@/lib/modules/evaluation/questionnaires/dto";

/** Who keeps a questionnaire: the system, or this organization (its own copy, marked out). */
export const OwnerTag = ({ owner, label }: { owner: QuestionnaireDto["owner"]; label: string }) => (
  <Tag size="small" color={owner === "organization" ? "info" : "default"} label={label} />
);
