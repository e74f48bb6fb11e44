import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh page that fails the test on any console error or uncaught exception. */
export async function openPage(browser: Browser, consoleErrors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // Playwright's 30 s default is short for a loaded two-core CI machine running the server suites
  // beside these journeys: a wait still ends as soon as its condition holds.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  page.on('console', (msg) => {
    // A 4xx from a call the journey expects to fail is logged by Chromium as a resource error.
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  return page;
}

/**
 * Waits (at most 6 s) until nothing is fading or sliding in: no finite CSS animation or
 * transition is running and no element carries an appear/enter motion class. Text caught half
 * faded in would otherwise fail axe's colour-contrast rule for a reason no user ever sees.
 */
export async function settleMotion(page: Page) {
  await page
    .waitForFunction(
      () => {
        // Ignored: the click ripple (antd's wave fades out over 2 s) and button loading icons
        // (antd can leave one in its enter or leave state; it holds no text).
        const ignored = (el: Element | null | undefined) => !el || /wave|loading-icon/.test(el.getAttribute('class') ?? '');
        const running = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && !ignored((a.effect as KeyframeEffect | null)?.target));
        if (running) return false;
        const motion = /(^|\s)\S+-(appear|enter)(-prepare|-start|-active)?(\s|$)/;
        return !Array.from(document.querySelectorAll('[class]')).some((el) => !ignored(el) && motion.test(el.getAttribute('class') ?? ''));
      },
      undefined,
      { timeout: 6_000, polling: 100 },
    )
    .catch(async () => {
      if (!process.env.E2E_TIMING) return;
      const blocking = await page.evaluate(() => ({
        animations: document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
          .map(
            (a) =>
              `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty} on ${((a.effect as KeyframeEffect).target as Element | null)?.className}`,
          ),
        classes: Array.from(document.querySelectorAll('[class]'))
          .map((el) => el.getAttribute('class') ?? '')
          .filter((c) => /(^|\s)\S+-(appear|enter)(-prepare|-start|-active)?(\s|$)/.test(c)),
      }));
      console.log('settleMotion gave up:', JSON.stringify(blocking));
    });
}

/**
 * Runs axe-core on the screen: no serious or critical violation may remain. A screen with
 * violations is looked at a second time after its motion settles again: on a loaded machine
 * settleMotion can give up while a panel still fades in (CI once caught a button's text half
 * faded: "color-contrast"); a real violation is still there on the second look.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settleMotion(page);
  let violations = await axeViolations(page);
  if (violations.length > 0) {
    await settleMotion(page);
    await page.waitForTimeout(500);
    violations = await axeViolations(page);
  }
  expect(violations, `accessibility violations on ${screen}`).toEqual([]);
}

async function axeViolations(page: Page): Promise<string[]> {
  // Inject axe once per document (parsing its 500 kB again on every check is slow on a busy machine).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}

export async function snap(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
