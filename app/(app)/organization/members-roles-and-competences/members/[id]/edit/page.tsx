import { MemberForm } from "@/components/modules/organization/members/member-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { getMember } from "@/lib/modules/organization/members/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { loadOrNotFound } from "@/lib/platform/pages/load";

export default async function EditMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  const [member, areas] = await Promise.all([
    id === "new" ? null : loadOrNotFound(id, (memberId) => getMember(context, memberId)),
    listAreas(context),
  ]);
  return <MemberForm organizationId={context.organizationId} member={member} areas={areas} />;
}
