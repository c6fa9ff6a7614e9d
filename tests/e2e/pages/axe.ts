import axe from "axe-core";
import type { BrowserContext, Page } from "@playwright/test";

// axe-core's source is 1.5 MB. Sent with each analysis (as @axe-core/playwright does, twice), it
// cost the walk of every screen more time than the screens themselves: a context that analyses
// many pages gets it once, as a script each of its documents runs before its own.
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Every document the context opens has axe, ready for `seriousViolations`. */
export async function withAxe(context: BrowserContext) {
  await context.addInitScript({ content: axe.source });
}

/**
 * The page's serious and critical WCAG 2.1 A/AA violations as axe finds them, and any overflow to
 * the side (a screen wider than the window), each as one line.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // the app shows no frames of other origins; axe checks its own frames only where it runs in them
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    for (const frame of page.frames()) await frame.evaluate(axe.source);
  }
  const found = await page.evaluate(async (tags) => {
    const results = await window.axe!.run(document, {
      runOnly: { type: "tag", values: tags },
      // only the violations are gathered: the passes of a large grid would double axe's time
      resultTypes: ["violations"],
    });
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, WCAG_21_AA);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`horizontal overflow: ${overflow}px`);
  return found;
}
