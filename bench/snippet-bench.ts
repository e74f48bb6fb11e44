/// <reference lib="dom" />
/**
 * The snippet's budget: its gzipped size, and the time to find and apply every translation of a
 * page (walk the DOM with the engine's segmentation, hash, look up, replace) in Chromium
 * (playwright-core, /usr/bin/chromium). Baseline in the same run, in interleaved rounds: a plain
 * TreeWalker walk of the page's text nodes that sets each node's nodeValue from a Map (text →
 * translation), the least any DOM translator must do. Pages: ~2,000 generated segments, and a
 * real page of Python's documentation when Debian's python3.11-doc is installed.
 *
 *   npx tsx bench/snippet-bench.ts [--before <commit>]
 *
 * --before bundles the snippet's segment.ts and apply.ts of that commit beside today's and
 * measures both in the same rounds.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { extractSegments } from '@lipi/engine/extract';
import { buildSnippet } from '@lipi/snippet/build';

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

async function bundle(dir: string, engineBrowser?: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { walk } from './segment.ts'; import { applyTranslation } from './apply.ts'; export default { walk, applyTranslation };`,
      resolveDir: dir,
      loader: 'ts',
    },
    alias: engineBrowser ? { '@lipi/engine/extract/browser': engineBrowser } : {},
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: '__lipiBundle',
    target: 'es2019',
    write: false,
  });
  return result.outputFiles![0]!.text;
}

/** segment.ts and apply.ts as they were at `commit`, bundled against today's engine. */
async function bundleAt(commit: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'snippet-before-'));
  try {
    for (const file of ['segment.ts', 'apply.ts']) {
      writeFileSync(join(dir, file), execFileSync('git', ['show', `${commit}:packages/snippet/src/${file}`], { cwd: repo }));
    }
    return await bundle(dir, join(repo, 'packages/engine/src/extract/browser.ts'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
    walk: (root: Element, o: { selector: string; has: (hash: string) => boolean }) => Array<{ hash: string }>;
    applyTranslation: (s: unknown, t: string) => Applied;
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
    if (name === 'baseline') return { name, run: () => setFrom(plain), undo: () => void setFrom(back) };
    const lipi = (window as unknown as Record<string, { default: Bench }>)[name]!.default;
    let done: Applied[] = [];
    return {
      name,
      // As snippet.ts translate(): attributes after the texts (the commit before that, in page order).
      run: () => {
        done = [];
        const attributes: Array<[unknown, string]> = [];
        for (const seg of lipi.walk(root, { selector: '', has })) {
          const t = args.map[seg.hash];
          if (t === undefined) continue;
          if ('attr' in seg && name !== 'before') attributes.push([seg, t]);
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
      const i = r % 2 === 0 ? k : passes.length - 1 - k;
      const t0 = performance.now();
      applied[i] = passes[i]!.run();
      times[i]!.push(performance.now() - t0);
      passes[i]!.undo();
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return passes.map((p, i) => ({ name: p.name, median: median(times[i]!), best: Math.min(...times[i]!), applied: applied[i]! }));
};

async function benchPage(label: string, html: string, bundles: Array<[string, string]>) {
  const map = translations(html);
  console.log(`\n${label}: ${(html.length / 1024).toFixed(0)} KB, ${Object.keys(map).length} segments with a translation`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage();
    // No network: the real page's stylesheets and scripts are not wanted (the text is).
    await tab.route('**/*', (route) => route.abort());
    await tab.setContent(html.replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi, ''));
    for (const [name, code] of bundles) await tab.addScriptTag({ content: `window.__name = (f) => f;\n${code}\nwindow.${name} = __lipiBundle;` });
    const variants = ['baseline', ...bundles.map(([name]) => name)];
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

async function main() {
  const at = process.argv.indexOf('--before');
  const before = at > 0 ? process.argv[at + 1] : undefined;
  const code = await buildSnippet();
  console.log(
    `machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`snippet.js: ${code.length} bytes minified, ${gzipSync(code).length} bytes gzipped (budget 12,288)`);
  const bundles: Array<[string, string]> = [['snippet', await bundle(join(repo, 'packages/snippet/src'))]];
  if (before) bundles.push([`before`, await bundleAt(before)]);
  await benchPage('generated page', generatedPage(), bundles);
  if (existsSync(PYTHON_PAGE)) await benchPage(`Python docs ${PYTHON_PAGE.split('/html/')[1]}`, readFileSync(PYTHON_PAGE, 'utf8'), bundles);
  else console.log(`\n(${PYTHON_PAGE} not found: apt-get install -y python3.11-doc for the real page)`);
  console.log(
    `load at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
