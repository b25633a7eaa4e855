import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { OUTBOX_DIR, SCREENSHOT_DIR } from './support/env.ts';

export type OutboxMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
};

async function readOutbox(): Promise<OutboxMail[]> {
  const names = await fs.readdir(OUTBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(OUTBOX_DIR, n), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** Waits for the newest e-mail to an address (optionally matching a subject) to land in the server's outbox. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = (await readOutbox()).find(
      (m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)),
    );
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text whose path starts with the given prefix, made relative to the app. */
export function linkFrom(mail: OutboxMail, pathPrefix: string): string {
  const links = mail.text.match(/https?:\/\/[^\s)>"]+/g) ?? [];
  const link = links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}"`);
  return `${link.pathname}${link.search}`;
}

/** A unique address per test, so tests never share accounts. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Fails on serious or critical accessibility violations (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Saves a full-page screenshot under e2e/artifacts/screenshots, kept as a test artifact. */
export async function snap(page: Page, name: string) {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export const PHONE = { width: 390, height: 844 };
export const SMALL_PHONE = { width: 360, height: 740 };

/**
 * Pages are rendered on the server and then taken over by the app: a click that lands before that is lost, as it
 * would be for a person on a slow phone. Every navigation waits until the app marks the page ready.
 */
/**
 * The push prompt a DJ or venue gets on sign-in (docs/product/booking-requests.md) stands over the page's corner until
 * answered; its own tests are component tests. Here every browser context starts as if Later had been chosen for the
 * session, so flows click what they came for. Contexts made with `browser.newContext()` get the same.
 */
const PUSH_PROMPT_LATER = () => {
  try {
    sessionStorage.setItem('cuepoint_push_prompt_later', '1');
  } catch {
    // pages without storage (about:blank) never show the prompt
  }
};

/**
 * `goto` and `reload` of the page answer once the app has taken the page over (`html[data-app-ready]`), so a spec's
 * first click or keystroke reaches the app rather than the server's HTML.
 */
function waitForAppOnNavigation(page: Page): Page {
  const waitForApp = async <T>(response: T) => {
    const type = await page.evaluate(() => document.contentType).catch(() => '');
    if (type === 'text/html') await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => waitForApp(await goto(...args));
  page.reload = async (...args) => waitForApp(await reload(...args));
  return page;
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await context.addInitScript(PUSH_PROMPT_LATER);
        // Without JavaScript no app takes the page over: such a context's pages navigate as they are.
        if (args[0]?.javaScriptEnabled !== false) {
          const newPage = context.newPage.bind(context);
          context.newPage = async () => waitForAppOnNavigation(await newPage());
        }
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await context.addInitScript(PUSH_PROMPT_LATER);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
  },
});
export { expect };
