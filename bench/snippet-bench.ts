/// <reference lib="dom" />
/**
 * The snippet's budget: its gzipped size, and the time to find and apply 2,000 translations on a
 * page (walk the DOM with the engine's segmentation, hash, replace), in Chromium (playwright-core,
 * /usr/bin/chromium) and in jsdom. Baseline in the same run: the browser's own walk of every text
 * node of the page (a TreeWalker reading each node's data), the least any DOM translator must do.
 *
 *   npx tsx bench/snippet-bench.ts
 */
import { build } from 'esbuild';
// @ts-expect-error jsdom has no type declarations in this workspace
import { JSDOM } from 'jsdom';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { extractSegments } from '@lipi/engine/extract';
import { buildSnippet } from '@lipi/snippet/build';

const SEGMENTS = 2000;
const RUNS = 15;

function page(): string {
  const blocks: string[] = [];
  // Each pair gives three segments: the paragraph, the list item's text and its image's alt.
  for (let i = 0; i < Math.round(SEGMENTS / 3); i++) {
    blocks.push(`<p>Paragraph ${i} tells about <a href="/p/${i}">handwoven sarees</a> from Varanasi, number <strong>${i}</strong> in our list.</p>`);
    blocks.push(`<li><img src="/i/${i}.jpg" alt="Saree photo ${i}">Product ${i} of the season</li>`);
  }
  return `<!doctype html><html lang="en"><head><title>Bench page</title></head><body><main><ul>${blocks.join('')}</ul></main></body></html>`;
}

/** Each segment's "translation": its words reversed, markers kept in place. */
function translations(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of extractSegments(html).segments) out[s.sourceHash] = s.text.replace(/[A-Za-z]+/g, (w) => [...w].reverse().join(''));
  return out;
}

async function benchBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { walk } from './src/segment.ts'; import { applyTranslation } from './src/apply.ts'; window.LipiBench = { walk, applyTranslation };`,
      resolveDir: join(import.meta.dirname, '../packages/snippet'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Runs in the page: walk + apply, then undo (so every run starts from the source). */
const measure = (args: { map: Record<string, string>; runs: number }) => {
  type Bench = {
    walk: (root: Element, o: { selector: string }) => Array<{ hash: string }>;
    applyTranslation: (s: unknown, t: string) => { undo(): void } | undefined;
  };
  const lipi = (window as unknown as { LipiBench: Bench }).LipiBench;
  const times: number[] = [];
  const walks: number[] = [];
  const base: number[] = [];
  let applied = 0;
  for (let r = 0; r < args.runs; r++) {
    const t0 = performance.now();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let chars = 0;
    while (walker.nextNode()) chars += (walker.currentNode as Text).data.length;
    const t1 = performance.now();
    const done: Array<{ undo(): void }> = [];
    const segments = lipi.walk(document.documentElement, { selector: '' });
    walks.push(performance.now() - t1);
    for (const seg of segments) {
      const t = args.map[seg.hash];
      const a = t === undefined ? undefined : lipi.applyTranslation(seg, t);
      if (a) done.push(a);
    }
    const t2 = performance.now();
    applied = done.length;
    for (const a of done) a.undo();
    if (chars < 0) throw new Error('unreachable');
    base.push(t1 - t0);
    times.push(t2 - t1);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { applyMs: median(times), minMs: Math.min(...times), walkMs: median(walks), baselineMs: median(base), applied };
};

/** Runs in the page: `runs` × (walk, apply, undo) in one task, so no rendering happens in between. */
const cycle = (args: { map: Record<string, string>; runs: number }) => {
  type Bench = {
    walk: (root: Element, o: { selector: string }) => Array<{ hash: string }>;
    applyTranslation: (s: unknown, t: string) => { undo(): void } | undefined;
  };
  const lipi = (window as unknown as { LipiBench: Bench }).LipiBench;
  for (let r = 0; r < args.runs; r++) {
    const done: Array<{ undo(): void } | undefined> = [];
    for (const seg of lipi.walk(document.documentElement, { selector: '' })) {
      const t = args.map[seg.hash];
      if (t !== undefined) done.push(lipi.applyTranslation(seg, t));
    }
    for (const a of done) a?.undo();
  }
};

async function main() {
  const code = await buildSnippet();
  const gz = gzipSync(code).length;
  console.log(`machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, node ${process.version}`);
  console.log(`snippet.js: ${code.length} bytes minified, ${gz} bytes gzipped (budget 12,288)`);

  const html = page();
  const map = translations(html);
  console.log(`page: ${(html.length / 1024).toFixed(0)} KB, ${Object.keys(map).length} segments with a translation`);
  const bundle = await benchBundle();

  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  Object.assign(dom.window, { TextEncoder });
  // tsx keeps function names with a __name helper, which a function sent into a page needs too.
  const win = dom.window as { eval(code: string): unknown };
  win.eval(`window.__name = (f) => f;`);
  win.eval(bundle);
  const jsdomResult = win.eval(`(${measure.toString()})(${JSON.stringify({ map, runs: 5 })})`) as ReturnType<typeof measure>;
  console.log(
    `jsdom:    walk+apply ${jsdomResult.applied} translations: ${jsdomResult.applyMs.toFixed(1)} ms (text-node walk baseline ${jsdomResult.baselineMs.toFixed(1)} ms)`,
  );

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage();
    await tab.setContent(html);
    await tab.addScriptTag({ content: `window.__name = (f) => f;\n${bundle}` });
    const result = await tab.evaluate(measure, { map, runs: RUNS });
    // Main-thread CPU time (CDP ThreadTime) is what the visitor's machine spends, whatever else
    // this shared machine is running; wall-clock medians above include time the thread was descheduled.
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const threadTime = async () =>
      ((await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }).metrics.find((m) => m.name === 'ThreadTime')!.value;
    const before = await threadTime();
    await tab.evaluate(cycle, { map, runs: RUNS });
    const cpuMs = (((await threadTime()) - before) * 1000) / RUNS;
    console.log(`chromium: main-thread CPU per walk+apply+undo of ${result.applied} translations (script only, no rendering): ${cpuMs.toFixed(1)} ms`);
    console.log(
      `chromium: walk+apply ${result.applied} translations: median ${result.applyMs.toFixed(1)} ms (walk alone ${result.walkMs.toFixed(1)} ms), best ${result.minMs.toFixed(1)} ms (text-node walk baseline ${result.baselineMs.toFixed(2)} ms, ratio ${(result.applyMs / Math.max(result.baselineMs, 0.01)).toFixed(0)}x; target < 16 ms)`,
    );
  } finally {
    await browser.close();
  }
}

await main();
