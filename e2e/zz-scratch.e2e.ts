import { expect, it } from 'vitest';
import { uniqueEmail } from './support/people.ts';
import { useJourney } from './support/journey.ts';
const journey = useJourney();
it.each(Array.from({ length: 16 }, (_, i) => i))('repeat %i', async () => {
  const page = await journey.newPage();
  const calls: string[] = [];
  const t0 = Date.now();
  page.on('request', (req) => req.url().includes('/api/') && calls.push(`${Date.now() - t0} → ${req.method()} ${new URL(req.url()).pathname}`));
  page.on('requestfinished', async (req) => req.url().includes('/api/') && calls.push(`${Date.now() - t0} ← ${(await req.response())?.status()} ${new URL(req.url()).pathname}`));
  page.on('console', (m) => calls.push(`${Date.now() - t0} console ${m.type()} ${m.text()}`));
  await page.goto(`${journey.baseUrl}/forgotPassword`);
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: /Send reset link/ }).click();
  calls.push(`${Date.now() - t0} clicked`);
  await page.locator('.ant-message-success').waitFor();
  calls.push(`${Date.now() - t0} toast`);
  await page.screenshot({ fullPage: true });
  calls.push(`${Date.now() - t0} shot`);
  const ok = await page.getByRole('button', { name: 'Send reset link', exact: true }).waitFor({ timeout: 12_000 }).then(() => true, () => false);
  calls.push(`${Date.now() - t0} ready=${ok}`);
  if (!ok) {
    calls.push(await page.locator('form').ariaSnapshot());
    calls.push(`${Date.now() - t0} vis=${await page.evaluate(() => document.visibilityState)} focus=${await page.evaluate(() => document.hasFocus())}`);
    calls.push(JSON.stringify(await page.evaluate(() => {
      const btn = document.querySelector('form button[type=submit]') as HTMLButtonElement;
      const input = document.querySelector('form input') as HTMLInputElement;
      const key = Object.keys(btn).find((k) => k.startsWith('__reactFiber'))!;
      let fiber = (btn as unknown as Record<string, { return: unknown; memoizedProps: Record<string, unknown> }>)[key] as any;
      const props: unknown[] = [];
      while (fiber && props.length < 6) {
        if (fiber.memoizedProps && 'loading' in fiber.memoizedProps) props.push({ loading: fiber.memoizedProps.loading, disabled: fiber.memoizedProps.disabled, alt: fiber.alternate ? fiber.alternate.memoizedProps?.loading : 'none' });
        fiber = fiber.return;
      }
      return { cls: btn.className, btnDisabled: btn.disabled, inputDisabled: input.disabled, props };
    })));
    const t = await page.evaluate(() => new Promise<number>((r) => { const s = performance.now(); setTimeout(() => r(performance.now() - s), 0); }));
    calls.push(`${Date.now() - t0} setTimeout0 took ${t}`);
    calls.push(await page.locator('form').ariaSnapshot());
  }
  console.log(calls.join('\n'));
  expect(ok).toBe(true);
});
