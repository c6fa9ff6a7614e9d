import { PoliciesGrid } from "@/components/modules/leadership/policies/policies-grid";
import { ListScreen, listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { listPolicies } from "@/lib/modules/leadership/policies/data";
import { policyList } from "@/lib/modules/leadership/policies/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("policies");

function PoliciesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListScreen
      searchParams={searchParams}
      list={policyList}
      load={listPolicies}
      create={policyAccess.create}
      grid={PoliciesGrid}
      messages="policies"
      path="/leadership/policies"
      endpoint="policies"
      kind="policy"
      row={(policy, { day }) => ({
        id: policy.id,
        title: policy.title,
        isoStandards: policy.isoStandards,
        owner: policy.owner?.name ?? null,
        version: policy.version,
        approvedDate: day(policy.approvedDate),
        published: policy.published,
        nextReviewDate: day(policy.nextReviewDate),
        lastModifiedDate: policy.lastModifiedDate.toISOString(),
      })}
    />
  );
}

export default withClientMessages(PoliciesPage, "(app)/leadership/policies");
