import { getFormatter, getTranslations } from "next-intl/server";
import { ArchivedList } from "@/components/platform/removal/archived-list";
import { listArchivedChildren } from "@/lib/modules/organization/structure/data";

const COLLECTION = { DEPARTMENT: "departments", SUBSIDIARY: "subsidiaries" } as const;
const TYPE = { DEPARTMENT: "department", SUBSIDIARY: "subsidiary" } as const;

/** The archived departments and subsidiaries under the organizations the person manages, to restore. */
export async function ArchivedOrganizations({ parentIds }: { parentIds: string[] }) {
  const t = await getTranslations("organization.structure");
  const tTypes = await getTranslations("shell.organizationTypes");
  const format = await getFormatter();
  const rows = await listArchivedChildren(parentIds);
  const items = rows.flatMap(({ id, name, type, parentId, parent, archivedDate }) =>
    type === "HOLDING" || !parentId || !archivedDate
      ? []
      : [
          {
            id,
            name,
            detail: t("archivedOrganization", {
              type: tTypes(TYPE[type]),
              parent: parent?.name ?? "",
              date: format.dateTime(archivedDate, "day"),
            }),
            restorePath: `/api/v1/organizations/${parentId}/${COLLECTION[type]}/${id}`,
          },
        ],
  );
  return <ArchivedList summary={t("archivedOrganizations", { count: items.length })} items={items} />;
}
