import { extractSegments } from '@lipi/engine/extract';
import { generateCorpus } from './corpus.ts';
import { pythonDocPages } from './extract-equality.ts';
const pages = process.argv[2] === 'py' ? pythonDocPages().map((p) => p.html) : generateCorpus(200);
for (const p of pages) extractSegments(p);
const t = performance.now();
for (let r = 0; r < 8; r++) for (const p of pages) extractSegments(p);
console.log(performance.now() - t);
