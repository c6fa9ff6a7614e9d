import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { LinkButton } from "./link-button";
import { Section } from "./section";

/**
 * A section listing records kept as evidence (certificates, safety data sheets, guarantees of
 * origin), the latest first: each its lines and, for those who may, the removal of one entered
 * wrongly (its record stays in the history); "add" below. None is ever changed in place.
 */
export function EvidenceList<T extends { id: string }>(props: {
  title: string;
  intro?: string;
  /** Shown when there is none. */
  none: string;
  items: T[];
  /** The record's lines. */
  lines: (item: T) => ReactNode;
  /** The removal of one entered wrongly (the API path and the name the confirmation shows); absent for those who may not. */
  removal?: (item: T) => { path: string; name: string };
  /** Attributes that name the item (e.g. `data-own-sheet`). */
  itemProps?: (item: T) => Record<string, string>;
  add?: { href: string; label: string } | null;
}) {
  return (
    <Section title={props.title}>
      {props.intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.intro}
        </Typography>
      ) : null}
      {props.items.length === 0 ? <Typography color="text.secondary">{props.none}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {props.items.map((item) => {
          const removal = props.removal?.(item);
          return (
            <Stack
              component="li"
              key={item.id}
              {...props.itemProps?.(item)}
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ justifyContent: "space-between", borderBottom: 1, borderColor: "divider", pb: 1 }}
            >
              <div>{props.lines(item)}</div>
              {removal ? (
                <div>
                  <RemovalButton kind="delete" path={removal.path} name={removal.name} />
                </div>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {props.add ? (
        <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1 }}>
          <LinkButton href={props.add.href} variant="outlined">
            {props.add.label}
          </LinkButton>
        </Stack>
      ) : null}
    </Section>
  );
}

/** An evidence record's title line. */
export function EvidenceTitle({ children }: { children: ReactNode }) {
  return <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{children}</Typography>;
}

/** An evidence record's further line; `muted` for who recorded it and when. */
export function EvidenceLine({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Typography
      variant="body2"
      color={muted ? "text.secondary" : undefined}
      sx={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}
    >
      {children}
    </Typography>
  );
}
