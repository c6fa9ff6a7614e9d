import { Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { CompetencesGrid } from "@/components/modules/organization/competences/competences-grid";
import { MembersGrid } from "@/components/modules/organization/members/members-grid";
import { PEOPLE_TABS, type PeopleTab } from "@/components/modules/organization/members/lists";
import { PeopleTabs } from "@/components/modules/organization/members/people-tabs";
import { RolesGrid } from "@/components/modules/organization/roles/roles-grid";
import { ImportButton } from "@/components/platform/imports/import-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { listCompetences } from "@/lib/modules/organization/competences/data";
import { competenceList } from "@/lib/modules/organization/competences/schema";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { listMembers } from "@/lib/modules/organization/members/data";
import { memberList } from "@/lib/modules/organization/members/schema";
import { listRoles } from "@/lib/modules/organization/roles/data";
import { roleList } from "@/lib/modules/organization/roles/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/organization/members-roles-and-competences";

export async function generateMetadata() {
  return { title: (await getTranslations("people"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Members, roles and competences of the active organization; the first page is rendered here. */
async function PeoplePage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("people");
  const { context } = await getPageContext();
  const raw = await searchParams;
  const api = `/api/v1/organizations/${context.organizationId}`;
  const tab: PeopleTab = PEOPLE_TABS.includes(raw.tab as PeopleTab) ? (raw.tab as PeopleTab) : "members";

  let list;
  if (tab === "members") {
    const { state, query } = listStateFromUrl(raw, memberList);
    list = (
      <MembersGrid
        view={{ state, page: await listMembers(context, query), exportPath: `${api}/members` }}
        canOpen={permits(memberAccess.read, context)}
      />
    );
  } else if (tab === "roles") {
    const { state, query } = listStateFromUrl(raw, roleList);
    list = (
      <RolesGrid
        view={{ state, page: await listRoles(context, query), exportPath: `${api}/roles` }}
        canOpen={permits(roleAccess.read, context)}
      />
    );
  } else {
    const { state, query } = listStateFromUrl(raw, competenceList);
    list = (
      <CompetencesGrid
        view={{ state, page: await listCompetences(context, query), exportPath: `${api}/competences` }}
        canOpen={permits(competenceAccess.read, context)}
      />
    );
  }

  const add =
    tab === "members" && permits(memberAccess.create, context) ? (
      <>
        <ImportButton
          endpoint={`${api}/members/imports`}
          title={(await getTranslations("importExport.import"))("title")}
          columns={[
            ...(["name", "email", "jobTitle", "area", "roles"] as const).map((name) => ({
              name,
              label: t(`columns.${name}`),
            })),
            { name: "scopes", label: t("member.scopes") },
          ]}
        />
        <LinkButton href={`${BASE}/members/new`} variant="contained">
          {t("actions.addMember")}
        </LinkButton>
      </>
    ) : tab === "roles" && permits(roleAccess.create, context) ? (
      <LinkButton href={`${BASE}/roles/new/edit`} variant="contained">
        {t("actions.addRole")}
      </LinkButton>
    ) : tab === "competences" && permits(competenceAccess.create, context) ? (
      <LinkButton href={`${BASE}/competences/new/edit`} variant="contained">
        {t("actions.addCompetence")}
      </LinkButton>
    ) : null;

  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")} actions={add} />
      <PeopleTabs active={tab} />
      {list}
    </Stack>
  );
}

export default withClientMessages(PeoplePage, "(app)/organization/members-roles-and-competences");
