import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { dueListHref, type DueListParams } from "@/lib/modules/dashboard/due-links";
import styles from "./due-list.module.css";

/** Previous and next page of the due list, as links, with where the person is. */
export async function DueListPages({
  params,
  page,
  pages,
}: {
  /** The list's state but its page. */
  params: DueListParams;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("dueList");
  return (
    <nav aria-label={t("pages")} className={styles.pages}>
      {page > 0 ? <Link href={dueListHref({ ...params, page: page - 1 })}>{t("previous")}</Link> : null}
      <span>{t("pageOf", { page: page + 1, pages })}</span>
      {page + 1 < pages ? <Link href={dueListHref({ ...params, page: page + 1 })}>{t("next")}</Link> : null}
    </nav>
  );
}
