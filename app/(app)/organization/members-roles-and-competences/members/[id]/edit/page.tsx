import { MemberForm } from "@/components/modules/organization/members/member-form";
import { getMember } from "@/lib/modules/organization/members/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { recordPage } from "@/lib/platform/pages/record";

export default async function EditMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getMember);
  return <MemberForm organizationId={context.organizationId} member={record} areas={await listAreas(context)} />;
}
