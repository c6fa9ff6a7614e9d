import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { organizationName } from "@/lib/platform/pages/titles";
import { Stack } from "@mui/material";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { DepartmentForm } from "@/components/modules/organization/structure/department-form";
import { requireOrganization } from "@/lib/platform/auth/page-context";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getDepartment, getOrganization } from "@/lib/modules/organization/structure/data";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string; childId: string }>;
}): Promise<Metadata> {
  const { id, childId } = await params;
  const t = await getTranslations("organization.form");
  if (childId === "new") return { title: t("newDepartmentTitle", { parent: (await organizationName(id)) ?? "" }) };
  return { title: t("editDepartmentTitle", { name: (await organizationName(childId)) ?? "" }) };
}

async function DepartmentPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, structureAccess.manage.org);
  const [parentOrganization, department] = await Promise.all([
    getOrganization(parent),
    childId === "new" ? null : loadOrNotFound(childId, (departmentId) => getDepartment(parent, departmentId)),
  ]);
  const form = <DepartmentForm department={department} parent={{ id, name: parentOrganization.name }} />;
  if (!department) return form;
  return (
    <Stack spacing={3}>
      {form}
      <Stack direction="row">
        <RemovalButton
          kind="archive"
          path={`/api/v1/organizations/${id}/departments/${childId}`}
          name={department.name}
          afterHref="/organization/manage-organization"
        />
      </Stack>
      <HistoryPanel path={`/api/v1/organizations/${id}/departments/${childId}/history`} />
    </Stack>
  );
}

export default withClientMessages(
  DepartmentPage,
  "(app)/organization/manage-organization/[id]/department/[childId]/edit",
);
