import type { Page } from 'playwright-core';

/** The member's home (issue 41 item 7): each section's address and its h1. */
export const HOME_SECTIONS = {
  Introductions: { path: '/done/introductions', heading: "You're All Set!" },
  Maya: { path: '/done/maya', heading: 'Maya' },
  Profile: { path: '/done/profile', heading: 'Profile' },
  Settings: { path: '/done/settings', heading: 'Settings' },
} as const;

export type HomeSection = keyof typeof HOME_SECTIONS;

export const homeNav = (page: Page) => page.getByRole('navigation', { name: 'Your home' });

/** Opens a section of the home as a person does, by its tab (or side-bar link), and waits for its heading. */
export async function openHomeSection(page: Page, section: HomeSection) {
  // The Introductions link may carry a count after its name ("Introductions 2 to decide").
  await homeNav(page)
    .getByRole('link', { name: new RegExp(`^${section}( \\d+ to decide)?$`) })
    .click();
  await page.waitForURL((url) => url.pathname === HOME_SECTIONS[section].path);
  await page.getByRole('heading', { level: 1, name: HOME_SECTIONS[section].heading, exact: true }).waitFor();
}
