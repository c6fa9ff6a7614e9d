import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AcquisitionForm } from "@/components/modules/organization/competences/acquisition-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getMember } from "@/lib/modules/organization/members/data";
import { recordPage } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";

export async function generateMetadata() {
  return { title: (await getTranslations("people.acquisitions"))("add") };
}

/** A member's acquisition of one of the competences they must hold, with its certificate. */
async function NewAcquisitionPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ competence?: string }>;
}) {
  const { context, record: member } = await recordPage(params, getMember);
  if (!member || !member.competenceRequirements.length) notFound();
  const competences = member.competenceRequirements.map((requirement) => requirement.competence);
  const asked = (await searchParams).competence;
  return (
    <AcquisitionForm
      key={context.organizationId}
      organizationId={context.organizationId}
      memberId={member.id}
      memberName={member.name}
      competences={competences.map(({ id, name }) => ({ id, name }))}
      competenceId={competences.some(({ id }) => id === asked) ? asked! : null}
      today={calendarToday().toISOString().slice(0, 10)}
    />
  );
}

export default withClientMessages(
  NewAcquisitionPage,
  "(app)/organization/members-roles-and-competences/members/[id]/acquisitions/new",
);
