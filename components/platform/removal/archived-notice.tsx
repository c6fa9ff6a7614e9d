import { getFormatter, getTranslations } from "next-intl/server";
import { Notice } from "@/components/platform/ui/notice";
import { RestoreButton } from "./restore-button";

/**
 * Says that the record on screen is archived, and since when; for those who may archive it, the
 * button that brings it back (`restorePath` is the record's API path).
 */
export async function ArchivedNotice(props: { date: string | Date; name: string; restorePath: string | null }) {
  const t = await getTranslations("removal");
  const format = await getFormatter();
  return (
    <Notice action={props.restorePath ? <RestoreButton path={props.restorePath} name={props.name} /> : null}>
      {t("isArchived", { date: format.dateTime(new Date(props.date), "day") })}
    </Notice>
  );
}
