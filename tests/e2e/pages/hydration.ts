import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (it then carries React's props): a click or a change
 * before that reaches no handler and is lost, which a page that has only just loaded would show as
 * a menu that never opens.
 */
export async function hydrated(element: Locator, timeout = 30_000): Promise<Locator> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      timeout,
      // every 50 ms, not poll's default backing off to a second: each page of every spec waits here
      intervals: [50],
    })
    .toBe(true);
  return element;
}
