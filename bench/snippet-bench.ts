/// <reference lib="dom" />
/**
 * The snippet's budget: its gzipped size, and the time to find and apply every translation of a
 * page (walk the DOM with the engine's segmentation, hash, look up, replace) in Chromium
 * (playwright-core, /usr/bin/chromium). Baseline in the same run, in interleaved rounds: a plain
 * TreeWalker walk of the page's text nodes that sets each node's nodeValue from a Map (text →
 * translation), the least any DOM translator must do. Pages: ~2,000 generated segments, and a
 * real page of Python's documentation when Debian's python3.11-doc is installed.
 *
 *   npx tsx bench/snippet-bench.ts [--before <commit>] [--floor] [--profile]
 *
 * --before bundles the snippet's walk and apply of that commit beside today's and measures both in
 * the same rounds. --floor also times parts of the snippet's work alone (the DOM reads its
 * segmentation needs, normalising + hashing every segment, its attribute writes). --profile prints where each pass spends its time (CDP's sampling profiler).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { extractSegments } from '@lipi/engine/extract';
import { buildSnippet } from '@lipi/snippet/build';
import { inclusive, selfTimes, type Profile } from './cpu-profile.ts';
import { bundle, bundleAt } from './snippet-bundles.ts';

const SEGMENTS = 2000;
const ROUNDS = 31;
const PYTHON_PAGE = '/usr/share/doc/python3.11/html/library/functions.html';
const repo = join(import.meta.dirname, '..');

function generatedPage(): string {
  const blocks: string[] = [];
  // Each pair gives three segments: the paragraph, the list item's text and its image's alt.
  for (let i = 0; i < Math.round(SEGMENTS / 3); i++) {
    blocks.push(`<p>Paragraph ${i} tells about <a href="/p/${i}">handwoven sarees</a> from Varanasi, number <strong>${i}</strong> in our list.</p>`);
    blocks.push(`<li><img src="/i/${i}.jpg" alt="Saree photo ${i}">Product ${i} of the season</li>`);
  }
  return `<!doctype html><html lang="en"><head><title>Bench page</title></head><body><main><ul>${blocks.join('')}</ul></main></body></html>`;
}

const reverseWords = (s: string) => s.replace(/[A-Za-z]+/g, (w) => [...w].reverse().join(''));

/** Each segment's "translation": its words reversed, markers kept in place. */
function translations(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of extractSegments(html).segments) out[s.sourceHash] = reverseWords(s.text);
  return out;
}

type Sample = { name: string; median: number; best: number; applied: number };

/**
 * Runs in the page. Each round times every variant once, in an order that alternates between
 * rounds; each timed pass is put back (untimed) before the next. The baseline's Map is built from
 * the page's own text nodes before timing, so its pass is only walk, lookup and write.
 */
const measure = (args: { map: Record<string, string>; rounds: number; variants: string[] }): Sample[] => {
  type Applied = { undo(): void } | undefined;
  type Bench = {
    walk: (root: Element, o: { selector: string; has: (hash: string) => boolean }) => Array<{ hash: string; text: string; el?: Element; attr?: string }>;
    applyTranslation: (s: unknown, t: string) => Applied;
    fnv1a64: (s: string) => string;
    normaliseText: (s: string) => string;
  };
  const root = document.documentElement;
  const reverse = (s: string) => s.replace(/[A-Za-z]+/g, (w) => w.split('').reverse().join(''));
  const plain = new Map<string, string>();
  const back = new Map<string, string>();
  const skipped = /^(script|style|noscript|template)$/i;
  const all = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (all.nextNode()) {
    const data = all.currentNode.nodeValue!;
    const t = reverse(data);
    if (t === data || skipped.test(all.currentNode.parentElement?.localName ?? '')) continue;
    plain.set(data, t);
    back.set(t, data);
  }
  const setFrom = (m: Map<string, string>) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const t = m.get(node.nodeValue!);
      if (t !== undefined) {
        node.nodeValue = t;
        count++;
      }
    }
    return count;
  };
  // As the snippet asks: a known hash skips the ignore rule (a commit before that option ignores it).
  const has = (hash: string) => args.map[hash] !== undefined;
  const passes = args.variants.map((name) => {
    if (name === 'baseline')
      return {
        name,
        run: function baselinePass() {
          return setFrom(plain);
        },
        undo: () => void setFrom(back),
      };
    const lipi = (window as unknown as Record<string, { default: Bench }>)[name === 'before' ? name : 'snippet']!.default;
    if (name === 'reads') {
      // --floor: the DOM reads the engine's segmentation needs (every element's name and rule
      // attributes, every text outside invisible and opaque elements), nothing done with them.
      const opaque =
        /^(script|style|noscript|template|iframe|object|canvas|audio|video|textarea|meta|link|base|source|track|param|code|kbd|samp|var|svg|math|pre)$/;
      const read = new Set(['translate', 'data-lipi-no-translate', 'class', 'title', 'aria-label', 'alt', 'placeholder', 'value', 'type']);
      const visit = (el: Element): number => {
        let n = 0;
        if (el.hasAttributes()) for (const a of el.getAttributeNames()) if (read.has(a)) n += el.getAttribute(a)!.length;
        if (opaque.test(el.localName)) return n;
        for (let c = el.firstChild; c; c = c.nextSibling) n += c.nodeType === 1 ? visit(c as Element) : c.nodeType === 3 ? (c as Text).data.length : 0;
        return n;
      };
      return { name, run: () => visit(root), undo: () => undefined };
    }
    const segments = lipi.walk(root, { selector: '', has: () => true });
    if (name === 'hashes') {
      // --floor: normalising and hashing every segment's text (as the walk hashes them), nothing else.
      const texts = segments.map((seg) => seg.text);
      return { name, run: () => texts.filter((t) => lipi.fnv1a64(lipi.normaliseText(t))).length, undo: () => undefined };
    }
    if (name === 'attributes') {
      // --floor: the attribute writes the snippet makes (the baseline writes text nodes only).
      const writes = segments
        .filter((seg) => seg.el && args.map[seg.hash] !== undefined)
        .map((seg) => [seg.el!, seg.attr!, args.map[seg.hash]!, seg.el!.getAttribute(seg.attr!)!] as const);
      return {
        name,
        run: () => {
          for (const [el, attr, value] of writes) el.setAttribute(attr, value);
          return writes.length;
        },
        undo: () => writes.forEach(([el, attr, , orig]) => el.setAttribute(attr, orig)),
      };
    }
    let done: Applied[] = [];
    return {
      name,
      // As snippet.ts translate(): attributes after the texts, for every variant (a --before commit
      // older than 2026-11-28 wrote them in page order: ~1 ms more on the generated page).
      run: function snippetPass() {
        done = [];
        const attributes: Array<[unknown, string]> = [];
        for (const seg of lipi.walk(root, { selector: '', has })) {
          const t = args.map[seg.hash];
          if (t === undefined) continue;
          if ('attr' in seg) attributes.push([seg, t]);
          else done.push(lipi.applyTranslation(seg, t));
        }
        for (const [seg, t] of attributes) done.push(lipi.applyTranslation(seg, t));
        return done.filter(Boolean).length;
      },
      undo: () => done.forEach((a) => a?.undo()),
    };
  });
  const times = passes.map(() => [] as number[]);
  const applied = passes.map(() => 0);
  for (let r = 0; r < args.rounds; r++) {
    for (let k = 0; k < passes.length; k++) {
      // Every order of the variants in turn (rotations, forwards and backwards: all six for three):
      // with the old forwards/backwards order, a second copy of the same code ran ~20% slower.
      const n = passes.length;
      const turn = r % (2 * n);
      const i = turn < n ? (k + turn) % n : (2 * n - 1 - k + turn) % n;
      const t0 = performance.now();
      applied[i] = passes[i]!.run();
      times[i]!.push(performance.now() - t0);
      passes[i]!.undo();
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return passes.map((p, i) => ({ name: p.name, median: median(times[i]!), best: Math.min(...times[i]!), applied: applied[i]! }));
};

/** Chromium with the page and the bundles (window[name]) loaded, offline: the real page's stylesheets and scripts are not wanted (its text is). */
async function openOffline(html: string, bundles: Array<[string, string]>) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage();
    await tab.route('**/*', (route) => route.abort());
    await tab.setContent(html.replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, ''));
    for (const [name, code] of bundles) await tab.addScriptTag({ content: `window.__name = (f) => f;\n${code}\nwindow.${name} = __lipiBundle;` });
    return { browser, tab };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

async function benchPage(label: string, html: string, bundles: Array<[string, string]>, extra: string[]) {
  const map = translations(html);
  console.log(`\n${label}: ${(html.length / 1024).toFixed(0)} KB, ${Object.keys(map).length} segments with a translation`);
  const { browser, tab } = await openOffline(html, bundles);
  try {
    const variants = ['baseline', ...bundles.map(([name]) => name), ...extra];
    // One warm-up evaluation, then three of ROUNDS rounds each; the medians of all rounds count.
    await tab.evaluate(measure, { map, rounds: 5, variants });
    const results: Sample[][] = [];
    for (let i = 0; i < 3; i++) results.push(await tab.evaluate(measure, { map, rounds: ROUNDS, variants }));
    const base = results.map((r) => r[0]!.median).sort((a, b) => a - b)[1]!;
    for (const [i, name] of variants.entries()) {
      const medians = results.map((r) => r[i]!.median).sort((a, b) => a - b);
      const best = Math.min(...results.map((r) => r[i]!.best));
      const ratio = medians[1]! / base;
      console.log(
        `  ${name.padEnd(10)} ${results[0]![i]!.applied} applied: median ${medians[1]!.toFixed(2)} ms (evaluations ${medians.map((m) => m.toFixed(2)).join(' / ')}), best ${best.toFixed(2)} ms, ${ratio.toFixed(2)}× baseline`,
      );
    }
  } finally {
    await browser.close();
  }
}

/**
 * Where the snippet's pass spends its time: CDP's sampling profiler over many passes of the
 * unminified bundle (and of the baseline), self time per function inside the timed pass only
 * (the untimed undo is left out by its stack).
 */
async function profilePage(label: string, html: string, code: string, passes: number) {
  const map = translations(html);
  const { browser, tab } = await openOffline(html, [['snippet', code]]);
  try {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await tab.evaluate(measure, { map, rounds: 5, variants: ['baseline', 'snippet'] });
    await cdp.send('Profiler.start');
    await tab.evaluate(measure, { map, rounds: passes, variants: ['baseline', 'snippet'] });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    console.log(`\n${label}: self time per function over ${passes} passes each (sampled every 50 µs)`);
    for (const pass of ['baselinePass', 'snippetPass']) {
      const rows = selfTimes(profile, pass);
      const total = rows.reduce((a, [, ms]) => a + ms, 0);
      console.log(`  ${pass}: ${(total / passes).toFixed(2)} ms a pass`);
      const within = (names: string[]) => (inclusive(profile, pass, names) / passes).toFixed(2);
      console.log(
        `    walk ${within(['walk'])} ms (normalise + hash + escape ${within(['normaliseText', 'fnv1a64', 'escapeLiteral'])}), ` +
          `applyTranslation ${within(['applyTranslation'])} ms (text writes ${within(['setText'])}, attributes ${within(['setAttribute'])})`,
      );
      for (const [name, ms] of rows.slice(0, 18))
        console.log(`    ${(ms / passes).toFixed(3).padStart(7)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const at = process.argv.indexOf('--before');
  const before = at > 0 ? process.argv[at + 1] : undefined;
  if (process.argv.includes('--profile')) {
    const code = await bundle(join(repo, 'packages/snippet/src'), undefined, false);
    await profilePage('generated page', generatedPage(), code, 300);
    if (existsSync(PYTHON_PAGE)) await profilePage('Python docs', readFileSync(PYTHON_PAGE, 'utf8'), code, 300);
    return;
  }
  const code = await buildSnippet();
  console.log(
    `machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`snippet.js: ${code.length} bytes minified, ${gzipSync(code).length} bytes gzipped (budget 12,288)`);
  const bundles: Array<[string, string]> = [['snippet', await bundle(join(repo, 'packages/snippet/src'))]];
  if (before) bundles.push([`before`, await bundleAt(before)]);
  // Parts of the snippet's work timed alone in the same rounds, to show what a pass cannot go below.
  const extra = process.argv.includes('--floor') ? ['reads', 'hashes', 'attributes'] : [];
  await benchPage('generated page', generatedPage(), bundles, extra);
  if (existsSync(PYTHON_PAGE)) await benchPage(`Python docs ${PYTHON_PAGE.split('/html/')[1]}`, readFileSync(PYTHON_PAGE, 'utf8'), bundles, extra);
  else console.log(`\n(${PYTHON_PAGE} not found: apt-get install -y python3.11-doc for the real page)`);
  console.log(
    `load at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
