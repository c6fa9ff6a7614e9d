import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { organizationName } from "@/lib/platform/pages/titles";
import { OrganizationEditor } from "@/components/modules/organization/structure/organization-editor";
import { requireOrganization } from "@/lib/platform/auth/page-context";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { loadOrganizationEditor } from "@/lib/modules/organization/structure/editor-data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations("organization.form");
  return { title: t("editTitle", { name: (await organizationName(id)) ?? "" }) };
}

async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const org = await requireOrganization((await params).id, structureAccess.update.org);
  return <OrganizationEditor {...await loadOrganizationEditor(org)} />;
}

export default withClientMessages(EditOrganizationPage, "(app)/organization/manage-organization/[id]/edit");
