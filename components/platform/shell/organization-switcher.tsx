"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import { rememberActiveOrganization } from "@/lib/platform/client/active-organization";
import styles from "@/components/platform/ui/native-field.module.css";

function depths(organizations: OrganizationSummary[]) {
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  const depthOf = (organization: OrganizationSummary): number => {
    const parent = organization.parentId ? byId.get(organization.parentId) : undefined;
    return parent ? depthOf(parent) + 1 : 0;
  };
  return new Map(organizations.map((organization) => [organization.id, depthOf(organization)]));
}

/** The holding tree as a native select, each level indented; the choice is stored for the browser and the server. */
export function OrganizationSwitcher({
  organizations,
  activeId,
  inHeader,
}: {
  organizations: OrganizationSummary[];
  activeId: string;
  /** In the app bar: no visible label. */
  inHeader?: boolean;
}) {
  const t = useTranslations("shell");
  const router = useRouter();
  const id = useId();
  const depth = useMemo(() => depths(organizations), [organizations]);
  // the choice shows at once; the header follows when the refresh brings the new organization
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const value = chosen?.from === activeId ? chosen.to : activeId;
  useEffect(() => rememberActiveOrganization(activeId), [activeId]);

  return (
    <span className={styles.field} style={{ minWidth: 220 }}>
      {inHeader ? null : (
        <label htmlFor={id} className={styles.label}>
          {t("organization")}
        </label>
      )}
      <select
        id={id}
        className={styles.select}
        aria-label={inHeader ? t("switchOrganization") : undefined}
        value={value}
        onChange={(event) => {
          setChosen({ from: activeId, to: event.target.value });
          rememberActiveOrganization(event.target.value);
          router.refresh();
        }}
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {"\u00a0\u00a0\u00a0".repeat(depth.get(organization.id) ?? 0) + organization.name}
          </option>
        ))}
      </select>
    </span>
  );
}
