import { describe, expect, it } from 'vitest';
import { entryTexts, localizedData } from './cms-fields.ts';

const FIELDS = [
  { name: 'title', type: 'string' },
  { name: 'body', type: 'blocks' },
  { name: 'intro', type: 'richtext' },
];
const ENTRY = {
  title: 'Hello',
  slug: 'hello',
  body: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Read the ' },
        { type: 'text', text: 'fine', bold: true },
        { type: 'text', text: ' print at ' },
        { type: 'link', url: 'https://x.test', children: [{ type: 'text', text: 'our site' }] },
      ],
    },
    { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'One' }] }] },
    { type: 'code', children: [{ type: 'text', text: 'npm i' }] },
  ],
  intro: 'First paragraph.\n\n```\ncode\n\nmore code\n```\n\n![img](a.png)\n\nLast one.',
};

describe('CMS field texts', () => {
  it('makes one text per string, per block (inline formatting as codes) and per Markdown paragraph, skipping code and images', () => {
    expect(entryTexts(ENTRY, FIELDS)).toEqual({
      title: 'Hello',
      'body.0': 'Read the <2>fine</2> print at <4>our site</4>',
      'body.1.0': 'One',
      'intro.0': 'First paragraph.',
      'intro.8': 'Last one.',
    });
  });

  it('rebuilds each field with translations, keeping formatting, links, code, images and unchosen fields out', () => {
    const data = localizedData(ENTRY, FIELDS, {
      title: 'नमस्ते',
      'body.0': '<4>हमारी साइट</4> पर <2>बारीक</2> छपाई पढ़ें',
      'intro.8': 'आख़िरी।',
    });
    expect(data).not.toHaveProperty('slug');
    expect(data.title).toBe('नमस्ते');
    const body = data.body as { children: Record<string, unknown>[] }[];
    expect(body[0]!.children).toEqual([
      { type: 'link', url: 'https://x.test', children: [{ type: 'text', text: 'हमारी साइट' }] },
      { type: 'text', text: ' पर ' },
      { type: 'text', text: 'बारीक', bold: true },
      { type: 'text', text: ' छपाई पढ़ें' },
    ]);
    expect(body[1]).toEqual(ENTRY.body[1]);
    expect(body[2]).toEqual(ENTRY.body[2]);
    expect(data.intro).toBe('First paragraph.\n\n```\ncode\n\nmore code\n```\n\n![img](a.png)\n\nआख़िरी।');
  });
});
