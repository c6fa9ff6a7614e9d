import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EditAssociationForm } from "@/components/stakeholders/edit-association-form";
import { NewAssociationForm } from "@/components/stakeholders/new-association-form";
import { orNull } from "@/lib/page-data";
import type { OrgContext } from "@/lib/auth/org-context";
import { getPageContext } from "@/lib/auth/page-context";
import { getAssociation, listAssociations } from "@/lib/stakeholder-associations/data";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("stakeholders.form");
  return { title: (await params).id === "new" ? t("newTitle") : t("editTitleShort") };
}

/** Ids of the stakeholders the organization already has, a page of 100 at a time. */
async function takenStakeholderIds(context: OrgContext): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const { totalElements, content } = await listAssociations(context, { page, size: 100 });
    ids.push(...content.map((association) => association.stakeholder.id));
    if (!content.length || ids.length >= totalElements) return ids;
  }
}

export default async function EditStakeholderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  // keyed by organization: switching it in the header must start the form afresh
  if (id === "new") {
    return (
      <NewAssociationForm
        key={context.organizationId}
        organizationId={context.organizationId}
        taken={await takenStakeholderIds(context)}
      />
    );
  }
  const association = await orNull(getAssociation(context, id));
  if (!association) notFound();
  return (
    <EditAssociationForm
      key={context.organizationId}
      organizationId={context.organizationId}
      association={association}
    />
  );
}
