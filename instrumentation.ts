// Runs once when a server instance starts: periodic housekeeping. Every instance may run it;
// the work is idempotent.
const HOUR = 60 * 60 * 1000;

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV === "test") return;
  const { sweepExpiredAuthRows } = await import("@/lib/platform/auth/mutations");
  const { sweepOrphanFiles } = await import("@/lib/platform/files/mutations");
  const sweep = async () => {
    try {
      await sweepExpiredAuthRows();
      const removed = await sweepOrphanFiles();
      if (removed) console.log(`[sweep] removed ${removed} orphaned file objects`);
    } catch (error) {
      console.error("[sweep] failed", error);
    }
  };
  setInterval(sweep, HOUR).unref();
  setTimeout(sweep, 60 * 1000).unref();
}
