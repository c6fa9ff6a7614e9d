import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The page's serious and critical WCAG 2.1 A/AA violations as axe finds them, and any overflow to
 * the side (a screen wider than the window), each as one line.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // only the violations are gathered: the passes of a large grid would double axe's time
    .options({ resultTypes: ["violations"] })
    // axe runs in the page itself: the app shows no frames from other origins, for which the default
    // mode opens a blank page per analysis and loads axe into it again
    .setLegacyMode()
    .analyze();
  const found = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`horizontal overflow: ${overflow}px`);
  return found;
}
