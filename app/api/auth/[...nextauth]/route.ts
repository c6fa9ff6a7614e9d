import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptionsFor } from "@/lib/platform/auth/next-auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

// options per request: the session cookie's Secure flag follows the request's scheme
const handler = (request: NextRequest, context: Context) => NextAuth(request, context, authOptionsFor(request));
export { handler as GET, handler as POST };
