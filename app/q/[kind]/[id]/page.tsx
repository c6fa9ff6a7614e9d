import { notFound, redirect } from "next/navigation";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { qrDestination } from "@/lib/modules/qr-labels/destination";

/**
 * A scanned QR label (`/q/meter/{id}`): sends the person on to the record's screen in the record's
 * organization. Outside the signed-in shell, since it only redirects; the proxy has sent anyone
 * not signed in to sign-in and back here first.
 */
async function QrLabelPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const [{ kind, id }, { user, context }] = await Promise.all([params, getPageContext()]);
  const outcome = await qrDestination(user, context.organizationId, kind, id);
  if (outcome.kind === "notFound") return notFound();
  if (outcome.kind === "unauthorized") {
    return redirect(outcome.reason === "featureAccess" ? "/unauthorized?reason=feature-access" : "/unauthorized");
  }
  return redirect(outcome.to);
}

export default withClientMessages(QrLabelPage, "q/[kind]/[id]");
