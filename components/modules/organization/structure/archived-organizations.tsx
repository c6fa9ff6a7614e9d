import { getFormatter, getTranslations } from "next-intl/server";
import { ArchivedList } from "@/components/platform/removal/archived-list";
import { listArchivedChildren } from "@/lib/modules/organization/structure/data";

const KINDS = {
  DEPARTMENT: { label: "department", collection: "departments" },
  SUBSIDIARY: { label: "subsidiary", collection: "subsidiaries" },
} as const;

/** The archived departments and subsidiaries under the organizations the person manages, to restore. */
export async function ArchivedOrganizations({ parentIds }: { parentIds: string[] }) {
  const t = await getTranslations("organization.structure");
  const tTypes = await getTranslations("shell.organizationTypes");
  const format = await getFormatter();
  // the query answers only archived departments and subsidiaries under the parents asked
  const items = (await listArchivedChildren(parentIds)).map(({ id, name, type, parentId, parent, archivedDate }) => {
    const kind = KINDS[type as keyof typeof KINDS];
    return {
      id,
      name,
      detail: t("archivedOrganization", {
        type: tTypes(kind.label),
        parent: parent?.name ?? "",
        date: format.dateTime(archivedDate!, "day"),
      }),
      restorePath: `/api/v1/organizations/${parentId}/${kind.collection}/${id}`,
    };
  });
  return <ArchivedList summary={t("archivedOrganizations", { count: items.length })} items={items} />;
}
