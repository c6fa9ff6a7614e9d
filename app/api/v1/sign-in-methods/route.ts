// GET /api/v1/sign-in-methods?email=…: whether the address's domain signs in through its holding's
// identity provider, and which; the sign-in page asks before it offers "Sign in with your
// organization". Public: it says nothing of any account.
import { publicRoute } from "@/lib/platform/api/route";
import { providerForEmail } from "@/lib/platform/auth/single-sign-on/discovery";
import { signInMethodQuerySchema, signInMethodSchema } from "@/lib/platform/auth/single-sign-on/schema";

export const GET = publicRoute({ query: signInMethodQuerySchema, response: signInMethodSchema }, async ({ query }) => {
  const provider = await providerForEmail(query.email);
  return { singleSignOn: provider ? { provider } : null };
});
