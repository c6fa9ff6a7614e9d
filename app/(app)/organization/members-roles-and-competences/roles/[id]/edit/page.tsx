import { getTranslations } from "next-intl/server";
import { RoleForm } from "@/components/modules/organization/roles/role-form";
import { getRole } from "@/lib/modules/organization/roles/data";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  return recordTitle(params, getRole, {
    record: (role) => t("role.editTitle", { name: role.name }),
    new: t("role.newTitle"),
  });
}

async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getRole);
  return <RoleForm organizationId={context.organizationId} role={record} />;
}

export default withClientMessages(EditRolePage, "(app)/organization/members-roles-and-competences/roles/[id]/edit");
