import { getFormatter, getTranslations } from "next-intl/server";
import { FORMATS } from "@/lib/platform/i18n/config";
import type { FileDto } from "@/lib/platform/files/dto";
import styles from "./read-only-documents.module.css";

// the Material icon Download
const DOWNLOAD_PATH = "M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z";

/**
 * The documents of a record for reading (names, dates, descriptions and downloads), server-rendered
 * with no JavaScript; forms use DocumentList.
 */
export async function ReadOnlyDocuments({
  organizationId,
  files,
  label,
}: {
  organizationId: string;
  files: FileDto[];
  label?: string;
}) {
  const [t, format] = await Promise.all([getTranslations("files"), getFormatter()]);
  // a file's date is a calendar date, sent as midnight UTC
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T00:00:00Z`), { ...FORMATS.dateTime.day, timeZone: "UTC" });
  const visible = files.filter((file) => !file.deleted);
  const title = label ?? t("title");
  return (
    <div role="group" aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {visible.length === 0 ? (
        <p className={styles.none}>{t("none")}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((file) => (
            <li key={file.id} className={styles.item} data-document={file.name}>
              <span className={styles.text}>
                {file.name}
                {file.date ? ` · ${day(file.date)}` : ""}
                {file.description ? ` · ${file.description}` : ""}
              </span>
              <a
                className={styles.download}
                href={`/api/v1/organizations/${organizationId}/files/${file.id}/raw`}
                download
                aria-label={`${t("download")} ${file.name}`}
                title={t("download")}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={DOWNLOAD_PATH} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
