// Zod's issues as sentences people understand, in the interface language. The browser's forms and
// the API (in English) both use it, so that no "Too small: expected string to have >=1 characters"
// reaches anyone. The texts are the `validation` messages of messages/<language>.json.
import type { z } from "zod";

/** A translator of the `validation` messages. */
export type ValidationTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A custom issue names its message with `params.reason` (a key under `validation.custom`) and its `params.values`. */
type CustomReason =
  | "listedTwice"
  | "neededToComplete"
  | "endBeforeStart"
  | "unknownCountry"
  | "eitherStakeholder"
  | "dateRange"
  | "neededToApprove"
  | "unknownJurisdiction"
  | "eitherTitle"
  | "actionsOpen"
  | "noOpenActions"
  | "neededToEvaluate"
  | "evaluationResult"
  | "nextAfterEvaluation"
  | "factorValue"
  | "unitOutsideGroup"
  | "periodOrder"
  | "periodOverlap"
  | "titleForText"
  | "casNumber"
  | "unNumber"
  | "cancelReasonNeeded"
  | "doneDateNeeded"
  | "doneDateOnlyWhenDone"
  | "sourceRecordNeeded"
  | "notThisSource"
  | "apvMonths"
  | "bothOrNeither"
  | "matrixShape"
  | "matrixOrder"
  | "wasteQuantity"
  | "wasteFactor"
  | "densityForVolumes"
  | "pieceWeightForPieces"
  | "atLeastOneQuantity"
  | "ecNumber"
  | "concentrationRange"
  | "unitForAmount"
  | "duplicateKey"
  | "thresholdRange"
  | "ratingNeeded"
  | "kpiNeedsMeters"
  | "kpiWithoutMeters"
  | "kpiNeedsUnit"
  | "baselineNeeded"
  | "kpiNeedsEventKind"
  | "notAnIntensity"
  | "targetAfterBaseline"
  | "eitherText"
  | "scaleSteps"
  | "unknownClause"
  | "actionForShortfall"
  | "responseDueNeeded"
  | "beforeCommunication";

type Issue = z.core.$ZodRawIssue;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === "string" && input.trim() === "");

function tooSmall(issue: Extract<Issue, { code: "too_small" }>, t: ValidationTranslate): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case "string":
      return min <= 1 ? t("required") : t("tooShort", { min });
    case "array":
    case "set":
      return min <= 1 ? t("chooseAtLeastOne") : t("chooseAtLeast", { min });
    case "date":
      return t("dateTooEarly");
    default:
      return t("numberTooSmall", { min });
  }
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>, t: ValidationTranslate): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case "string":
      return t("tooLong", { max });
    case "array":
    case "set":
      return t("chooseAtMost", { max });
    case "date":
      return t("dateTooLate");
    case "file":
      return t("fileTooLarge");
    default:
      return t("numberTooBig", { max });
  }
}

function invalidFormat(issue: Extract<Issue, { code: "invalid_format" }>, t: ValidationTranslate): string {
  if (isBlank(issue.input)) return t("required");
  switch (issue.format) {
    case "email":
      return t("email");
    case "url":
      return t("url");
    case "date":
    case "datetime":
      return t("date");
    default:
      return t("invalid");
  }
}

/** The human message for one zod issue. */
function validationMessage(issue: Issue, t: ValidationTranslate): string {
  switch (issue.code) {
    case "too_small":
      return tooSmall(issue, t);
    case "too_big":
      return tooBig(issue, t);
    case "invalid_format":
      return invalidFormat(issue, t);
    case "invalid_type":
      if (isBlank(issue.input)) return t("required");
      if (issue.expected === "number" || issue.expected === "int") return t("number");
      if (issue.expected === "date") return t("date");
      return t("invalid");
    case "invalid_value":
    case "invalid_union":
      return isBlank(issue.input) ? t("required") : t("chooseOption");
    case "not_multiple_of":
      return t("wholeNumber");
    case "unrecognized_keys":
      return t("unknownFields", { keys: issue.keys.join(", ") });
    case "custom": {
      const params = issue.params as { reason?: CustomReason; values?: Record<string, string | number> } | undefined;
      return params?.reason ? t(`custom.${params.reason}`, params.values) : t("invalid");
    }
    default:
      return t("invalid");
  }
}

/** For zod's `config({ customError })`. */
export const validationErrorMap =
  (t: ValidationTranslate): z.core.$ZodErrorMap =>
  (issue) =>
    validationMessage(issue, t);
