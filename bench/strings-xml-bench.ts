/**
 * A strings.xml of 10,000 keys (strings with arguments and markup, plurals, arrays): parse and
 * write a full Hindi translation, against fast-xml-parser's validator alone on the same text (the
 * floor: every upload is validated first). Target: parse + write under 1 s.
 *
 *   npx tsx bench/strings-xml-bench.ts
 */
import { cpus, loadavg } from 'node:os';
import { XMLValidator } from 'fast-xml-parser';
import { parseStringsXml, writeStringsXml } from '@lipi/engine/files/android';

export function makeStringsXml(keys: number): string {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">'];
  for (let i = 0; i < keys; i++) {
    const k = i % 10;
    if (k === 8)
      lines.push(
        `    <plurals name="p${i}">`,
        `        <item quantity="one">%d item number ${i}</item>`,
        `        <item quantity="other">%d items number ${i}</item>`,
        '    </plurals>',
      );
    else if (k === 9)
      lines.push(`    <string-array name="a${i}">`, `        <item>First ${i}</item>`, `        <item>Second ${i}</item>`, '    </string-array>');
    else if (k === 7) lines.push(`    <string name="s${i}">Tap <b>Buy</b> to order <xliff:g id="n">%1$s</xliff:g> item ${i}, don\\'t wait!</string>`);
    else lines.push(`    <!-- note ${i} -->`, `    <string name="s${i}">Hello %1$s, you have %2$d new messages in folder ${i}.</string>`);
  }
  lines.push('</resources>', '');
  return lines.join('\n');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function runStringsXmlBench(keys = 10_000) {
  const xml = makeStringsXml(keys);
  const validate: number[] = [];
  const total: number[] = [];
  let units = 0;
  for (let run = 0; run < 5; run++) {
    let t = performance.now();
    XMLValidator.validate(xml);
    validate.push(performance.now() - t);
    t = performance.now();
    const doc = parseStringsXml(xml);
    const translations = new Map(doc.units.filter((u) => u.translatable).map((u) => [u.id, `हिंदी ${u.inner.text}`]));
    const out = writeStringsXml(doc, translations, { targetLang: 'hi' });
    total.push(performance.now() - t);
    units = doc.units.length;
    if (out.rejected.length) throw new Error(`rejected ${out.rejected.length}`);
  }
  return { keys, units, bytes: xml.length, parseWriteMs: median(total), validateMs: median(validate) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runStringsXmlBench();
  console.log(`${cpus()[0]?.model.trim()}, load ${loadavg()[0]?.toFixed(2)}`);
  console.log(
    `${r.keys} keys (${r.units} units, ${(r.bytes / 1024).toFixed(0)} KB): parse + translate + write ${r.parseWriteMs.toFixed(0)} ms (median of 5); validator alone ${r.validateMs.toFixed(0)} ms (${(r.parseWriteMs / r.validateMs).toFixed(1)}×)`,
  );
}
