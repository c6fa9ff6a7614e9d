import type { Locator, Page } from "@playwright/test";
import { DESK_USER_AGENT, PHONE_USER_AGENT } from "../../../bench/user-agents.mjs";

/** A 390 px phone as its browser announces itself: the server renders its lists as cards. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: PHONE_USER_AGENT,
  isMobile: true,
  hasTouch: true,
};

/** A desktop browser's window, for a phone spec's second look at a screen. */
export const DESK = {
  viewport: { width: 1280, height: 800 },
  userAgent: DESK_USER_AGENT,
  isMobile: false,
  hasTouch: false,
};

/** A screen's list of records, in whichever layout it has: the grid (wide) or the cards (narrow). */
export const recordList = (scope: Page | Locator) =>
  scope.getByRole("grid").or(scope.locator("ul:has(> [data-list-card])"));

/** One record of a list, a grid row or a card, by a text it shows. */
export const listRecord = (scope: Page | Locator, text: string) =>
  scope.locator('[role="row"], [data-list-card]').filter({ hasText: text });

/** The records of a list as cards (a phone's layout). */
export const cards = (scope: Page | Locator) => scope.locator("[data-list-card]");
