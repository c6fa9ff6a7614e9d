// GET /api/v1/organizations/{orgId}/waste-account: the waste account of the organization and everything below it for a year (or a month): tonnes per treatment, hazard, waste type, handler and month, the recycling rate and the change from the year before; with `format=csv|xlsx` the annual report's rows as a file.
import { orgRoute } from "@/lib/platform/api/route";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getWasteAccount } from "@/lib/modules/monitoring/waste/account";
import { exportWasteAccount } from "@/lib/modules/monitoring/waste/account-export";
import { accountQuerySchema } from "@/lib/modules/monitoring/waste/schema";
import { wasteAccountSchema } from "@/lib/modules/monitoring/waste/dto";

export const GET = orgRoute(
  { access: wasteAccess.account, query: accountQuerySchema, response: wasteAccountSchema },
  async ({ org, query, user }) =>
    query.format
      ? await exportWasteAccount(org, query, query.format, user.language)
      : await getWasteAccount(org, query),
);
