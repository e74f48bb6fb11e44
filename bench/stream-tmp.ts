import { AttributeMode, TagStream } from '../packages/engine/src/extract/tag-stream.ts';
import { extractSegments } from '@lipi/engine/extract';
import { Tokenizer } from 'htmlparser2';
import { generateCorpus } from './corpus.ts';
import { pythonDocPages } from './extract-equality.ts';
const W = new Set(['title','class']);
class Empty extends TagStream {
  constructor(html: string, private m: AttributeMode) { super(html, W); }
  go() { this.tokenize(); }
  protected attributeMode() { return this.m; }
  protected onOpen() {}
  protected onClose() {}
  protected onTextRange() {}
  protected onTextEntity() {}
  protected onEnd() {}
}
const noop = () => undefined;
const cbs = Object.fromEntries(['onattribdata','onattribentity','onattribend','onattribname','oncdata','onclosetag','oncomment','ondeclaration','onend','onopentagend','onopentagname','onprocessinginstruction','onselfclosingtag','ontext','ontextentity'].map(k=>[k,noop])) as any;
const cpu = (f: () => void) => { const s = process.cpuUsage(); f(); const d = process.cpuUsage(s); return (d.user + d.system) / 1000; };
for (const [name, pages] of [['gen', generateCorpus(200)], ['py', pythonDocPages().map((p) => p.html)]] as const) {
  const best = [Infinity, Infinity, Infinity, Infinity, Infinity];
  for (let r = 0; r < 4; r++) {
    best[0] = Math.min(best[0], cpu(() => { for (const p of pages) { const k = new Tokenizer({ decodeEntities: true }, cbs); k.write(p); k.end(); } }));
    best[1] = Math.min(best[1], cpu(() => { for (const p of pages) new Empty(p, 0).go(); }));
    best[2] = Math.min(best[2], cpu(() => { for (const p of pages) new Empty(p, 1).go(); }));
    best[3] = Math.min(best[3], cpu(() => { for (const p of pages) new Empty(p, 2).go(); }));
    best[4] = Math.min(best[4], cpu(() => { for (const p of pages) extractSegments(p); }));
  }
  console.log(name, best.map((b) => b.toFixed(0)).join(' '));
}
