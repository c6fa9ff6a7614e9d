// /api/bench-floor/members-page?org=…: a bare server-rendered page showing the member list's first
// page, read like ../members-sql.ts reads it (the proxy passes /api paths through without a session).
import { floorMembers } from "../members-sql";

export const dynamic = "force-dynamic";

export default async function FloorMembersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const query = await searchParams;
  const page = await floorMembers(query.org ?? "", Number(query.page ?? 0), 20);
  return (
    <main>
      <h1>Members</h1>
      <p>
        {page.totalIsEstimate ? "about " : ""}
        {page.totalElements}
      </p>
      <table>
        <tbody>
          {page.content.map((member) => (
            <tr key={member.id}>
              <td>{member.name}</td>
              <td>{member.email}</td>
              <td>{member.jobTitle}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
