import Link from "@/components/platform/ui/link";
import type { ReactNode } from "react";

/** Related records as links separated by commas, or `none` when there are none (a fact's value). */
export function LinkList(props: {
  rows: { id: string; name?: string; title?: string }[];
  href: (id: string) => string;
  none: ReactNode;
}) {
  if (!props.rows.length) return <>{props.none}</>;
  return (
    <span>
      {props.rows.map((row, index) => (
        <span key={row.id}>
          {index ? ", " : null}
          <Link href={props.href(row.id)}>{row.name ?? row.title}</Link>
        </span>
      ))}
    </span>
  );
}
