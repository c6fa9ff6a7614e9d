import "server-only";
import { auditRetention } from "@/lib/platform/audit/retention-job";
import { expiredAuthSweep } from "@/lib/platform/auth/sweep-job";
import { passwordResetMail } from "@/lib/platform/auth/password-reset-mail";
import { orphanFileSweep } from "@/lib/platform/files/sweep-job";
import type { AnyJob } from "@/lib/platform/jobs/define";
import { invitationMail } from "@/lib/modules/organization/members/invitation";
import { dailyDigests, digestMail } from "@/lib/modules/reminders/digest";
import { supportTicketMail } from "@/lib/modules/support/tickets/mail-job";
import {
  dailyScheduledReports,
  scheduledReportMail,
  scheduledReportPeriod,
} from "@/lib/modules/monitoring/reports/scheduled";

/**
 * Every background job of the application, platform and modules. A worker (in the app's process
 * or `npm run worker`) takes the jobs of this list; a module adds its jobs here.
 */
export const allJobs: readonly AnyJob[] = [
  passwordResetMail,
  invitationMail,
  orphanFileSweep,
  expiredAuthSweep,
  auditRetention,
  dailyDigests,
  digestMail,
  dailyScheduledReports,
  scheduledReportPeriod,
  scheduledReportMail,
  supportTicketMail,
];
