import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { organizationName } from "@/lib/platform/pages/titles";
import { notFound } from "next/navigation";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { OrganizationEditor } from "@/components/modules/organization/structure/organization-editor";
import { OrganizationForm } from "@/components/modules/organization/structure/organization-form";
import { requireOrganization } from "@/lib/platform/auth/page-context";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getOrganization } from "@/lib/modules/organization/structure/data";
import { loadOrganizationEditor } from "@/lib/modules/organization/structure/editor-data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string; childId: string }>;
}): Promise<Metadata> {
  const { id, childId } = await params;
  const t = await getTranslations("organization.form");
  if (childId === "new") return { title: t("newSubsidiaryTitle", { parent: (await organizationName(id)) ?? "" }) };
  return { title: t("editTitle", { name: (await organizationName(childId)) ?? "" }) };
}

async function SubsidiaryPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, structureAccess.manage.org);
  if (childId === "new") {
    const { name } = await getOrganization(parent);
    return <OrganizationForm organization={null} parent={{ id, name }} nace={null} canChangeFeatureAccess={false} />;
  }
  const editor = await loadOrganizationEditor(await requireOrganization(childId, structureAccess.update.org));
  if (editor.organization.parentId !== id || editor.organization.type !== "subsidiary") notFound();
  return (
    <OrganizationEditor
      {...editor}
      removal={
        <RemovalButton
          kind="archive"
          path={`/api/v1/organizations/${id}/subsidiaries/${childId}`}
          name={editor.organization.name}
          afterHref="/organization/manage-organization"
        />
      }
    />
  );
}

export default withClientMessages(
  SubsidiaryPage,
  "(app)/organization/manage-organization/[id]/subsidiary/[childId]/edit",
);
