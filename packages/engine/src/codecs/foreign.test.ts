import { describe, expect, it } from 'vitest';
import { readTm } from './index.ts';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('TM files written by other tools', () => {
  it('reads TMX with bpt/ept/ph/it/hi codes, several targets and TMX dates', async () => {
    const tmx = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="Trados" srclang="en-US" datatype="html" segtype="sentence" adminlang="en-US" o-tmf="x"/>
<body>
  <tu creationid="TRANSLATOR1" creationdate="20240105T101500Z">
    <tuv xml:lang="en-US"><seg>Press <bpt i="a1">&lt;b&gt;</bpt>Save<ept i="a1">&lt;/b&gt;</ept> then <ph>&lt;br/&gt;</ph><hi type="x">done</hi> &amp; exit</seg></tuv>
    <tuv xml:lang="hi-IN"><seg><bpt i="a1">&lt;b&gt;</bpt>सहेजें<ept i="a1">&lt;/b&gt;</ept> दबाएँ फिर <ph>&lt;br/&gt;</ph>हो गया &amp; बाहर</seg></tuv>
    <tuv xml:lang="mr-IN"><seg><it pos="begin" x="7">&lt;b&gt;</it>जतन करा &#x2014; {0}</seg></tuv>
  </tu>
  <tu><tuv xml:lang="en-US"><seg>No target</seg></tuv></tu>
</body></tmx>`;
    expect(await readTm('tmx', bytes(tmx))).toEqual([
      {
        // it x="7" keeps its number, so the codes with non-numeric ids are numbered after it.
        sourceText: 'Press <8>Save</8> then {9}done & exit',
        target: '<8>सहेजें</8> दबाएँ फिर {9}हो गया & बाहर',
        sourceLang: 'en-US',
        targetLang: 'hi-IN',
        createdBy: 'TRANSLATOR1',
        changedAt: '2024-01-05T10:15:00.000Z',
      },
      {
        sourceText: 'Press <8>Save</8> then {9}done & exit',
        target: '<7>जतन करा — \\{0}',
        sourceLang: 'en-US',
        targetLang: 'mr-IN',
        createdBy: 'TRANSLATOR1',
        changedAt: '2024-01-05T10:15:00.000Z',
      },
    ]);
  });

  it('reads XLIFF 1.2 with g and x codes, notes and states', async () => {
    const xlf = `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
 <file original="site.html" source-language="en" target-language="ta" datatype="html"><header><note>hi</note></header><body>
  <group id="g1"><trans-unit id="t1"><source>Open <g id="5">your <g id="6">account</g></g><x id="9"/></source>
   <target state="translated">உங்கள் <g id="5"><g id="6">கணக்கை</g></g> திறக்கவும்<x id="9"/></target><note>ui</note></trans-unit></group>
  <trans-unit id="t2"><source>Untranslated</source></trans-unit>
 </body></file>
</xliff>`;
    expect(await readTm('xliff12', bytes(xlf))).toEqual([
      { sourceText: 'Open <5>your <6>account</6></5>{9}', target: 'உங்கள் <5><6>கணக்கை</6></5> திறக்கவும்{9}', sourceLang: 'en', targetLang: 'ta' },
    ]);
  });

  it('reads XLIFF 2.1 with pc, ph, sc/ec, mrk and several segments', async () => {
    const xlf = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="bn">
<file id="f"><unit id="u1"><originalData><data id="d1">&lt;br/&gt;</data></originalData>
 <segment id="s1"><source><pc id="p1">Hello</pc> <ph id="ph1" dataRef="d1"/><mrk id="m1" type="term">world</mrk></source>
  <target><pc id="p1">হ্যালো</pc> <ph id="ph1" dataRef="d1"/><mrk id="m1" type="term">বিশ্ব</mrk></target></segment>
 <ignorable><source> </source></ignorable>
 <segment id="s2"><source><sc id="1"/>Bye<ec startRef="1"/></source><target><sc id="1"/>বিদায়<ec startRef="1"/></target></segment>
</unit></file></xliff>`;
    expect(await readTm('xliff2', bytes(xlf))).toEqual([
      { sourceText: '<2>Hello</2> {3}world', target: '<2>হ্যালো</2> {3}বিশ্ব', sourceLang: 'en', targetLang: 'bn' },
      { sourceText: '<1>Bye</1>', target: '<1>বিদায়</1>', sourceLang: 'en', targetLang: 'bn' },
    ]);
  });
});
