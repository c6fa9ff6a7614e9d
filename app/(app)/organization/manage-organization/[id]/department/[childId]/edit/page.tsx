import { DepartmentForm } from "@/components/organizations/department-form";
import { requireOrganization } from "@/lib/auth/page-context";
import { getDepartment, getOrganization } from "@/lib/organizations/data";
import { loadOrNotFound } from "@/lib/page-data";

export default async function DepartmentPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, "MANAGE");
  const [parentOrganization, department] = await Promise.all([
    getOrganization(parent),
    childId === "new" ? null : loadOrNotFound(childId, (departmentId) => getDepartment(parent, departmentId)),
  ]);
  return <DepartmentForm department={department} parent={{ id, name: parentOrganization.name }} />;
}
