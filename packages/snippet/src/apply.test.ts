import { describe, expect, it } from 'vitest';
import { applyTranslation } from './apply.ts';
import { isAttr, type TextSegment } from './dom-segment.ts';
import { walk } from './segment.ts';

/* What applyTranslation's fast paths (indexOf at the run's markers, one slot) must leave as the tokenizer would. */
const place = (html: string, source: string, translation: string) => {
  document.body.innerHTML = html;
  const seg = walk(document.body, { selector: '' }).find((s): s is TextSegment => !isAttr(s) && s.text === source);
  expect(seg, source).toBeDefined();
  const nodes = Array.from(document.body.querySelectorAll('*'));
  const applied = applyTranslation(seg!, translation);
  expect(applied).toBeDefined();
  const after = document.body.innerHTML;
  const isSameElements = Array.from(document.body.querySelectorAll('*')).every((el, i) => el === nodes[i]);
  applied!.undo();
  expect(document.body.innerHTML).toBe(html);
  return { after, isSameElements };
};

describe('placing a translation', () => {
  it('writes a plain sentence into its text node, keeping the outer spaces', () => {
    expect(place('<p> Free delivery </p>', 'Free delivery', 'मुफ़्त डिलीवरी')).toEqual({ after: '<p> मुफ़्त डिलीवरी </p>', isSameElements: true });
  });

  it('writes the texts between kept markers in place', () => {
    const html = '<p>Buy <a href="/s">sarees</a> and <b>shawls</b> now</p>';
    const { after, isSameElements } = place(html, 'Buy <1>sarees</1> and <2>shawls</2> now', 'खरीदें <1>साड़ियाँ</1> और <2>शॉल</2> अभी');
    expect(after).toBe('<p>खरीदें <a href="/s">साड़ियाँ</a> और <b>शॉल</b> अभी</p>');
    expect(isSameElements).toBe(true);
  });

  it('keeps marker-like text of the translation as text (a < b, an escaped marker)', () => {
    expect(place('<p>Small <b>print</b></p>', 'Small <1>print</1>', 'a < b <1>{x}</1>').after).toBe('<p>a &lt; b <b>{x}</b></p>');
    expect(place('<p>Step <b>one</b></p>', 'Step <1>one</1>', 'Schritt \\<1> <1>eins</1>').after).toBe('<p>Schritt &lt;1&gt; <b>eins</b></p>');
  });

  it('rebuilds when the markers move, repeat or go missing', () => {
    const html = '<p>Buy <a href="/s">sarees</a> and <b>shawls</b></p>';
    const source = 'Buy <1>sarees</1> and <2>shawls</2>';
    expect(place(html, source, '<2>शॉल</2> और <1>साड़ियाँ</1> खरीदें').after).toBe('<p><b>शॉल</b> और <a href="/s">साड़ियाँ</a> खरीदें</p>');
    expect(place(html, source, 'खरीदें <1>साड़ियाँ</1>').after).toBe('<p>खरीदें <a href="/s">साड़ियाँ</a></p>');
  });

  it('places a void marker and a source that was escaped', () => {
    expect(place('<li><img src="/i.jpg" alt="x">Product one</li>', '{1}Product one', '{1}उत्पाद एक').after).toBe('<li><img src="/i.jpg" alt="x">उत्पाद एक</li>');
    expect(place('<p>Press {1} now</p>', 'Press \\{1} now', 'अभी \\{1} दबाएँ').after).toBe('<p>अभी {1} दबाएँ</p>');
  });

  it('writes an attribute translation as its text, unescaped and without markers', () => {
    document.body.innerHTML = '<img src="/a.jpg" alt="Red saree"><img src="/b.jpg" alt="Blue saree">';
    const [red, blue] = walk(document.body, { selector: '' });
    const applied = [applyTranslation(red!, 'लाल साड़ी'), applyTranslation(blue!, 'नीली \\{1} <1>साड़ी</1>')];
    expect(document.body.innerHTML).toBe('<img src="/a.jpg" alt="लाल साड़ी"><img src="/b.jpg" alt="नीली {1} साड़ी">');
    for (const a of applied) a!.undo();
    expect(document.body.innerHTML).toBe('<img src="/a.jpg" alt="Red saree"><img src="/b.jpg" alt="Blue saree">');
  });
});
