// GET /api/bench-floor/members?org=…&page=…&size=…: the member list's floor (see ../members-sql.ts).
import { floorMembers } from "../members-sql";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? 0);
  const size = Number(url.searchParams.get("size") ?? 20);
  return Response.json(await floorMembers(url.searchParams.get("org") ?? "", page, size));
}
