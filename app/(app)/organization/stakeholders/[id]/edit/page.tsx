import { getTranslations } from "next-intl/server";
import { EditAssociationForm } from "@/components/modules/organization/stakeholders/edit-association-form";
import { NewAssociationForm } from "@/components/modules/organization/stakeholders/new-association-form";
import { recordPage } from "@/lib/platform/pages/record";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { getAssociation, listAssociations } from "@/lib/modules/organization/stakeholders/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

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

async function EditStakeholderPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record: association } = await recordPage(params, getAssociation);
  // keyed by organization: switching it in the header must start the form afresh
  if (!association) {
    return (
      <NewAssociationForm
        key={context.organizationId}
        organizationId={context.organizationId}
        taken={await takenStakeholderIds(context)}
      />
    );
  }
  return (
    <EditAssociationForm
      key={context.organizationId}
      organizationId={context.organizationId}
      association={association}
    />
  );
}

export default withClientMessages(EditStakeholderPage, "(app)/organization/stakeholders/[id]/edit");
