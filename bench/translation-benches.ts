import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The translation-core and delivery benchmarks (issues 4 and 5), each a standalone script with its
 * own baseline measured in the same run. run.ts runs them as child processes (each opens its own
 * database and servers) and writes what they print into results.md: JSON lines become tables,
 * anything else is kept as printed.
 */
const BENCHES = [
  { file: 'mt-pipeline-bench.ts', title: 'Machine-translation pipeline overhead (instant local engine, 5,000 segments, PGlite)' },
  { file: 'tm-lookup-bench.ts', title: 'Translation-memory page lookup (500 hashes) at 1,000,000 rows, PGlite and PostgreSQL' },
  { file: 'proxy-bench.ts', title: 'Translating proxy: a 200 KB page against the raw parse of the same bytes' },
  { file: 'snippet-bench.ts', title: 'Snippet: gzipped size and applying 2,000 translations in Chromium' },
  { file: 'public-api-bench.ts', title: 'Public translations call against a static file from the same server' },
] as const;

function table(line: string): string {
  const figures = JSON.parse(line) as Record<string, unknown>;
  const rows = Object.entries(figures).map(([k, v]) => `| ${k} | ${typeof v === 'object' ? JSON.stringify(v) : String(v)} |`);
  return ['| figure | value |', '|---|---|', ...rows].join('\n');
}

function render(stdout: string): string {
  const lines = stdout.trim().split('\n').filter(Boolean);
  const json = lines.filter((l) => l.startsWith('{'));
  if (json.length > 0) return json.map(table).join('\n\n');
  return ['```', ...lines.slice(-20), '```'].join('\n');
}

/** Runs every benchmark (BENCH_ONLY=proxy,snippet runs a subset) and answers the results section. */
export function runTranslationBenches(): string {
  const only = process.env.BENCH_ONLY?.split(',');
  const sections: string[] = [];
  for (const bench of BENCHES) {
    if (only && !only.some((name) => bench.file.startsWith(name))) continue;
    console.log(`${bench.title}…`);
    const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench.file)], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
    const body =
      child.status === 0
        ? render(child.stdout)
        : `Failed (exit ${child.status}):\n\n\`\`\`\n${(child.stderr || child.stdout).trim().split('\n').slice(-15).join('\n')}\n\`\`\``;
    console.log(body);
    sections.push(`### ${bench.title}\n\nScript: \`bench/${bench.file}\`.\n\n${body}`);
  }
  return sections.join('\n\n');
}
