import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { FigureChart } from "@/components/modules/monitoring/performance/figure-chart";
import styles from "@/components/modules/dashboard/year-comparison-chart.module.css";
import { LinkButton } from "@/components/platform/ui/link-button";
import { FactList } from "@/components/platform/ui/fact-list";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { getLanguage } from "@/lib/platform/i18n/get-language";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { performanceOverview } from "@/lib/modules/monitoring/performance/data";
import { change, intensity, ltif, total } from "@/lib/modules/monitoring/performance/figures";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("performance"))("title") };
}

const BASE = "/monitoring/performance-overview";

/**
 * The figures a management system reports for the organization and everything below it: energy,
 * water, CO2 by scope and its intensity, waste and its recycling rate, events and the lost-time
 * injury frequency, month by month and year against year, each a chart with its table; where things
 * stand now; and each organization below with its own year. Every figure links to where it comes from.
 */
async function PerformanceOverviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("performance");
  const tKinds = await getTranslations("events.kinds");
  const tObjectives = await getTranslations("objectives.statuses");
  const locale = await getLanguage();
  const { context } = await getPageContext();
  const thisYear = calendarToday().getUTCFullYear();
  const asked = Number((await searchParams).year);
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= thisYear ? asked : thisYear;
  const data = await performanceOverview(context, year);
  const number = (value: number | null, digits = 1) =>
    value === null ? "–" : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const percent = (value: number | null) =>
    value === null
      ? "–"
      : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(
          value,
        );
  const share = (value: number | null) =>
    value === null ? "–" : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value);
  const sum = (pair: { thisYear: (number | null)[]; lastYear: (number | null)[] }) => ({
    now: total(pair.thisYear),
    before: total(pair.lastYear),
  });
  const co2 = {
    now: (total(data.co2Tonnes.scope1.thisYear) ?? 0) + (total(data.co2Tonnes.scope2.thisYear) ?? 0),
    before: (total(data.co2Tonnes.scope1.lastYear) ?? 0) + (total(data.co2Tonnes.scope2.lastYear) ?? 0),
  };
  const hours = sum(data.hoursWorked);
  const waste = sum(data.waste.tonnes);
  const recycled = sum(data.waste.recycledTonnes);
  const injuries = sum(data.events.lostTimeInjuries);
  const frequency = { now: ltif(injuries.now ?? 0, hours.now), before: ltif(injuries.before ?? 0, hours.before) };
  const rate = (part: number | null, whole: number | null) => (part !== null && whole ? part / whole : null);
  const eventsThisYear = Object.values(data.events.byKind).map((pair) => total(pair.thisYear) ?? 0);
  const link = (href: string, text: string) => <Link href={href}>{text}</Link>;
  const yearLink = (y: number) => `${BASE}?year=${y}`;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton href={yearLink(year - 1)} variant="outlined">
              {String(year - 1)}
            </LinkButton>
            {year < thisYear ? (
              <LinkButton href={yearLink(year + 1)} variant="outlined">
                {String(year + 1)}
              </LinkButton>
            ) : null}
            <LinkButton
              href={`/api/v1/organizations/${context.organizationId}/performance-overview?year=${year}&format=xlsx`}
              variant="contained"
            >
              {t("export")}
            </LinkButton>
          </>
        }
      >
        <Typography color="text.secondary">{t("intro", { name: data.organization.name, year })}</Typography>
      </PageHeader>

      <Section title={t("sections.now")}>
        <FactList
          facts={[
            [
              t("now.objectives"),
              link(
                "/planning/objectives",
                Object.entries(data.objectives)
                  .filter(([, count]) => count > 0)
                  .map(([status, count]) => `${tObjectives(status)} ${count}`)
                  .join(" · ") || t("none"),
              ),
            ],
            [t("now.overdueActions"), link("/planning/action-plan", String(data.overdueActions))],
            [t("now.overdueInspections"), link("/monitoring/control-book", String(data.overdueInspections))],
            [
              t("now.compliance"),
              data.compliance
                ? link(
                    `/evaluation/compliance-evaluation/${data.compliance.id}`,
                    t("now.complianceValue", {
                      year: data.compliance.year,
                      evaluated: data.compliance.evaluated,
                      obligations: data.compliance.obligations,
                      compliant: data.compliance.compliant,
                    }),
                  )
                : t("none"),
            ],
            [t("now.openFindings"), link("/evaluation/internal-audit", String(data.openFindings))],
          ]}
        />
      </Section>

      <Section title={t("sections.energy")}>
        <div className={styles.charts}>
          <FigureChart
            id="energy"
            title={t("figures.energy")}
            unit="kWh"
            year={year}
            pair={data.energyKwh}
            digits={0}
          />
          <FigureChart id="water" title={t("figures.water")} unit="m³" year={year} pair={data.waterM3} />
        </div>
        <Typography variant="body2">
          {link("/monitoring/meters", t("links.meters"))}
          {` · ${t("change", { figure: t("figures.energy"), change: percent(change(sum(data.energyKwh).now, sum(data.energyKwh).before)) })}`}
        </Typography>
      </Section>

      <Section title={t("sections.co2")}>
        <div className={styles.charts}>
          <FigureChart
            id="co2-scope1"
            title={t("figures.co2Scope1")}
            unit="t"
            year={year}
            pair={data.co2Tonnes.scope1}
            digits={2}
          />
          <FigureChart
            id="co2-scope2"
            title={t("figures.co2Scope2")}
            unit="t"
            year={year}
            pair={data.co2Tonnes.scope2}
            digits={2}
          />
        </div>
        <FactList
          facts={[
            [t("figures.co2Total", { year }), `${number(co2.now, 2)} t (${percent(change(co2.now, co2.before))})`],
            [
              t("figures.co2Intensity"),
              `${number(intensity(co2.now, hours.now, 1000), 3)} t · ${year - 1}: ${number(intensity(co2.before, hours.before, 1000), 3)} t`,
            ],
            ...(data.co2Tonnes.incomplete.thisYear || data.co2Tonnes.incomplete.lastYear
              ? [[t("figures.co2Incomplete"), t("figures.co2IncompleteText")] as [string, string]]
              : []),
          ]}
        />
        <Typography variant="body2">{link("/monitoring/meters/ghg-account", t("links.ghgAccount"))}</Typography>
      </Section>

      <Section title={t("sections.waste")}>
        <FigureChart id="waste" title={t("figures.waste")} unit="t" year={year} pair={data.waste.tonnes} digits={2} />
        <FactList
          facts={[
            [t("figures.recyclingRate", { year }), share(rate(recycled.now, waste.now))],
            [t("figures.recyclingRate", { year: year - 1 }), share(rate(recycled.before, waste.before))],
          ]}
        />
        <Typography variant="body2">{link("/monitoring/waste", t("links.waste"))}</Typography>
      </Section>

      <Section title={t("sections.safety")}>
        <Table size="small" aria-label={t("figures.eventsByKind")} data-testid="events-by-kind">
          <TableHead>
            <TableRow>
              <TableCell>{t("figures.kind")}</TableCell>
              <TableCell align="right">{year - 1}</TableCell>
              <TableCell align="right">{year}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(data.events.byKind).map(([kind, pair]) => (
              <TableRow key={kind}>
                <TableCell>{tKinds(kind)}</TableCell>
                <TableCell align="right">{number(total(pair.lastYear) ?? 0, 0)}</TableCell>
                <TableCell align="right">{number(total(pair.thisYear) ?? 0, 0)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FigureChart
          id="lost-time"
          title={t("figures.lostTimeInjuries")}
          unit={t("figures.injuriesUnit")}
          year={year}
          pair={data.events.lostTimeInjuries}
          digits={0}
        />
        <FactList
          facts={[
            [t("figures.ltif", { year }), number(frequency.now, 2)],
            [t("figures.ltif", { year: year - 1 }), number(frequency.before, 2)],
            [t("figures.hoursWorked"), `${number(hours.now, 0)} h · ${year - 1}: ${number(hours.before, 0)} h`],
          ]}
        />
        <Typography variant="body2" data-testid="ltif-explained">
          {t("figures.ltifExplained", { injuries: injuries.now ?? 0, hours: number(hours.now, 0) })}
          {" · "}
          {link("/evaluation/event-handling", t("links.events"))}
          {" · "}
          {link("/planning/objectives/activity-figures", t("links.hours"))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("figures.eventsTotal", { count: eventsThisYear.reduce((a, b) => a + b, 0) })}
        </Typography>
      </Section>

      <Section title={t("organizations.title")}>
        <Table size="small" aria-label={t("organizations.title")} data-testid="performance-organizations">
          <TableHead>
            <TableRow>
              <TableCell>{t("organizations.organization")}</TableCell>
              <TableCell align="right">{t("figures.energy")} (kWh)</TableCell>
              <TableCell align="right">{t("figures.water")} (m³)</TableCell>
              <TableCell align="right">{t("figures.waste")} (t)</TableCell>
              <TableCell align="right">{t("figures.events")}</TableCell>
              <TableCell align="right">{t("figures.ltifShort")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.organizations.map((organization, index) => (
              <TableRow key={organization.id}>
                <TableCell>
                  {index === 0 ? t("organizations.whole", { name: organization.name }) : organization.name}
                </TableCell>
                <TableCell align="right">{number(organization.energyKwh, 0)}</TableCell>
                <TableCell align="right">{number(organization.waterM3)}</TableCell>
                <TableCell align="right">{number(organization.wasteTonnes, 2)}</TableCell>
                <TableCell align="right">{number(organization.events, 0)}</TableCell>
                <TableCell align="right">
                  {number(ltif(organization.lostTimeInjuries, organization.hoursWorked), 2)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </Stack>
  );
}

export default withClientMessages(PerformanceOverviewPage, "(app)/monitoring/performance-overview");
