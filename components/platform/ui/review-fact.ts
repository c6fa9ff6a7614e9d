import { getFormatter, getTranslations } from "next-intl/server";
import type { Frequency } from "@/lib/generated/prisma/enums";

/**
 * The review of a record that someone owns and reviews at intervals, in words, for its facts
 * (the read side of `ReviewFields`): "Yearly, next on 1 Mar 2027", the recurrence without a date,
 * a date without a recurrence, or the module's `none`. The texts are the module's detail messages
 * `reviewValue`, `reviewNoDate` and `none`.
 */
export async function reviewFact(
  record: { reviewRecurrence: Frequency | null; nextReviewDate: string | null },
  messages: string,
): Promise<string> {
  const t = await getTranslations(messages);
  const tPeople = await getTranslations("people");
  const format = await getFormatter();
  const date = record.nextReviewDate ? format.dateTime(new Date(record.nextReviewDate), "day") : "";
  if (record.reviewRecurrence) {
    return t(date ? "reviewValue" : "reviewNoDate", {
      recurrence: tPeople(`frequency.${record.reviewRecurrence}`),
      date,
    });
  }
  return date || t("none");
}
