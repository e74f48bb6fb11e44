import { describe, expect, it } from 'vitest';
import { extractSegments } from './extract.ts';

const pick = (html: string) =>
  extractSegments(html).segments.map(({ kind, text, attribute, metaName, path }) => ({
    kind,
    text,
    attribute,
    metaName,
    path,
  }));

describe('extractSegments: attributes, title and meta', () => {
  it('extracts alt, title, placeholder and aria-label', () => {
    const html = `<img src="a.png" alt="A cat on a mat"><p><abbr title="Search engine optimisation">SEO</abbr></p>
      <input type="search" placeholder="Search the docs"><button aria-label="Close dialog">×</button>`;
    expect(pick(html).map((s) => [s.kind, s.attribute, s.text])).toEqual([
      ['attribute', 'alt', 'A cat on a mat'],
      ['attribute', 'title', 'Search engine optimisation'],
      ['text', undefined, 'SEO'],
      ['attribute', 'placeholder', 'Search the docs'],
      ['attribute', 'aria-label', 'Close dialog'],
    ]);
  });

  it('extracts the value of button-like inputs only', () => {
    const html = `<input type="submit" value="Send message"><input type="RESET" value="Clear form">
      <input type="button" value="Go back"><input type="text" value="typed text"><input type="hidden" value="token abc">`;
    expect(pick(html).map((s) => s.text)).toEqual(['Send message', 'Clear form', 'Go back']);
  });

  it('extracts alt of image inputs and areas, and the placeholder of a textarea but not its content', () => {
    const html = '<input type="image" alt="Submit order"><map><area alt="North India"></map><textarea placeholder="Your message">draft</textarea>';
    expect(pick(html).map((s) => s.text)).toEqual(['Submit order', 'North India', 'Your message']);
  });

  it('ignores empty, whitespace, numeric and URL attribute values', () => {
    const html = '<div><img alt=""></div><div><img alt="   "></div><div><img alt="123"></div><p><a title="https://lipi.in">x y</a></p>';
    expect(pick(html).map((s) => s.text)).toEqual(['x y']);
  });

  it('normalises attribute text and locates it at its element', () => {
    const [segment] = pick('<div><p>Hi</p><img alt="  Two\n  lines "></div>').filter((s) => s.kind === 'attribute');
    expect(segment).toEqual({
      kind: 'attribute',
      text: 'Two lines',
      attribute: 'alt',
      metaName: undefined,
      path: '/div[1]/img[1]',
    });
  });

  it('extracts attributes of inline elements inside a sentence as separate segments', () => {
    const { segments } = extractSegments('<p>See the <a href="/map" title="Office map">map <img src="m.png" alt="Pin"></a> below.</p>');
    expect(segments.map((s) => [s.kind, s.text])).toEqual([
      ['attribute', 'Office map'],
      ['attribute', 'Pin'],
      ['text', 'See the <1>map {2}</1> below.'],
    ]);
  });

  it('extracts the document title', () => {
    expect(pick('<html><head><title>  Lipi &amp; you </title></head></html>')).toEqual([
      {
        kind: 'title',
        text: 'Lipi & you',
        attribute: undefined,
        metaName: undefined,
        path: '/html[1]/head[1]/title[1]',
      },
    ]);
  });

  it('extracts meta description, Open Graph and Twitter texts only', () => {
    const html = `<head><meta charset="utf-8"><meta name="description" content="Translate your site">
      <meta property="og:title" content="Lipi"><meta property="og:description" content="Indian languages, done right">
      <meta name="twitter:title" content="Lipi for teams"><meta name="twitter:description" content="Fast and accurate">
      <meta name="keywords" content="translation, i18n"><meta property="og:url" content="https://lipi.in">
      <meta name="viewport" content="width=device-width"><meta NAME="Description" content="Second description"></head>`;
    expect(pick(html).map((s) => [s.kind, s.metaName, s.attribute, s.text])).toEqual([
      ['meta', 'description', 'content', 'Translate your site'],
      ['meta', 'og:title', 'content', 'Lipi'],
      ['meta', 'og:description', 'content', 'Indian languages, done right'],
      ['meta', 'twitter:title', 'content', 'Lipi for teams'],
      ['meta', 'twitter:description', 'content', 'Fast and accurate'],
      ['meta', 'description', 'content', 'Second description'],
    ]);
  });

  it('keeps Indic attribute text with its joiners', () => {
    expect(pick('<img alt="ആണ്\u200dകുട്ടി">').map((s) => s.text)).toEqual(['ആൺകുട്ടി']);
  });
});
