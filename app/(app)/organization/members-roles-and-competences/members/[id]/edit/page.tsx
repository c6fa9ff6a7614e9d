import { MemberForm } from "@/components/people/member-form";
import { getPageContext } from "@/lib/auth/page-context";
import { getMember } from "@/lib/members/data";
import { listAreas } from "@/lib/organizations/data";
import { loadOrNotFound } from "@/lib/page-data";

export default async function EditMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  const [member, areas] = await Promise.all([
    id === "new" ? null : loadOrNotFound(id, (memberId) => getMember(context, memberId)),
    listAreas(context),
  ]);
  return <MemberForm organizationId={context.organizationId} member={member} areas={areas} />;
}
