import { extractSegments } from '@lipi/engine/extract';
import { Tokenizer } from 'htmlparser2';
import { generateCorpus } from './corpus.ts';
import { pythonDocPages } from './extract-equality.ts';
const noop = () => undefined;
const cb: any = new Proxy({}, { get: () => noop });
const cbs = Object.fromEntries(['onattribdata','onattribentity','onattribend','onattribname','oncdata','onclosetag','oncomment','ondeclaration','onend','onopentagend','onopentagname','onprocessinginstruction','onselfclosingtag','ontext','ontextentity'].map(k=>[k,noop])) as any;
const cpu = (f: () => void) => { const s = process.cpuUsage(); f(); const d = process.cpuUsage(s); return (d.user + d.system) / 1000; };
for (const [name, pages] of [['gen', generateCorpus(200)], ['py', pythonDocPages().map((p) => p.html)]] as const) {
  let t = Infinity, e = Infinity;
  for (let r = 0; r < 4; r++) {
    t = Math.min(t, cpu(() => { for (const p of pages) { const k = new Tokenizer({ decodeEntities: true }, cbs); k.write(p); k.end(); } }));
    e = Math.min(e, cpu(() => { for (const p of pages) extractSegments(p); }));
  }
  console.log(name, 'tokenizer', t.toFixed(0), 'ms extract', e.toFixed(0), 'ms ratio', (t / e).toFixed(3));
}
