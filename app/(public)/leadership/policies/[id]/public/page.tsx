import { cache } from "react";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { getPublicPolicy } from "@/lib/modules/leadership/policies/data";
import { PublicPolicyView } from "@/components/modules/leadership/policies/public-policy";
import { withClientMessages } from "@/components/platform/providers/client-messages";

/** Anyone's view of a published policy; an unpublished, archived or unknown one is the same 404 page. */
const load = cache(async (id: string) => loadOrNotFound(id, getPublicPolicy));

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const policy = await load((await params).id);
  return { title: `${policy.title} · ${policy.organization.name}` };
}

async function PublicPolicyPage({ params }: { params: Promise<{ id: string }> }) {
  return <PublicPolicyView policy={await load((await params).id)} />;
}

export default withClientMessages(PublicPolicyPage, "(public)/leadership/policies/[id]/public");
