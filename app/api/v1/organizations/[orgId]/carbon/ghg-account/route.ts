// GET /api/v1/organizations/{orgId}/carbon/ghg-account: the greenhouse-gas account of the organization and everything below it for a year, by scope, each line with its quantity, factor, source and result; `format=xlsx` or `csv` for a file.
import { orgRoute } from "@/lib/platform/api/route";
import { translator } from "@/lib/platform/i18n/translator";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { ghgAccountFile } from "@/lib/modules/monitoring/carbon/account-export";
import { ghgAccount } from "@/lib/modules/monitoring/carbon/data";
import { ghgAccountQuerySchema } from "@/lib/modules/monitoring/carbon/schema";
import { ghgAccountSchema } from "@/lib/modules/monitoring/carbon/dto";

export const GET = orgRoute(
  { access: carbonAccess.read, query: ghgAccountQuerySchema, response: ghgAccountSchema },
  async ({ org, user, query }) => {
    const account = await ghgAccount(org, query.year ?? calendarToday().getUTCFullYear());
    return query.format ? ghgAccountFile(account, query.format, translator(user.language)) : account;
  },
);
