import { getTranslations } from "next-intl/server";
import { MemberForm } from "@/components/modules/organization/members/member-form";
import { getMember } from "@/lib/modules/organization/members/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  return recordTitle(params, getMember, {
    record: (member) => t("member.editTitle", { name: member.name }),
    new: t("member.newTitle"),
  });
}

async function EditMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getMember);
  return <MemberForm organizationId={context.organizationId} member={record} areas={await listAreas(context)} />;
}

export default withClientMessages(EditMemberPage, "(app)/organization/members-roles-and-competences/members/[id]/edit");
