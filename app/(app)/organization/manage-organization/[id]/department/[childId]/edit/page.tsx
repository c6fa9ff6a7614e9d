import { DepartmentForm } from "@/components/organizations/department-form";
import { requireOrganization } from "@/lib/auth/page-context";
import { getDepartment, getOrganization } from "@/lib/organizations/data";

export default async function DepartmentPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, "MANAGE");
  const parentOrganization = await getOrganization(parent);
  const department = childId === "new" ? null : await getDepartment(parent, childId).catch(() => null);
  if (childId !== "new" && !department) {
    const { notFound } = await import("next/navigation");
    notFound();
  }
  return <DepartmentForm department={department} parent={{ id, name: parentOrganization.name }} />;
}
