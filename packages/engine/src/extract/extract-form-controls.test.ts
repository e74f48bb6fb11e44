import { describe, expect, it } from 'vitest';
import { extractSegments } from './extract.ts';

const rows = (html: string) => extractSegments(html).segments.map((s) => [s.kind, s.text, s.path, s.attribute ?? null]);

/*
 * Issue #17: a form control (input, select, button) inside inline content. The inline elements
 * open around it become containers, as the proxy already reads the page (page-runs.ts), so a
 * label's text is a plain segment instead of `<1>Email </1>`.
 */
describe('extractSegments: form controls inside inline content', () => {
  it('gives the text of a label around an input as a plain segment located at the label', () => {
    expect(rows('<label>Email <input type="email" name="e"></label>')).toEqual([['text', 'Email', '/label[1]', null]]);
    expect(rows('<form><p><label>Email <input type="email" name="e"></label></p></form>')).toEqual([['text', 'Email', '/form[1]/p[1]/label[1]', null]]);
  });

  it("keeps extracting the control's translatable attributes, before the text around it", () => {
    const html = '<p><label>Email <input type="email" placeholder="Your address" aria-label="Your email" title="Required"></label> is required</p>';
    expect(rows(html)).toEqual([
      ['attribute', 'Required', '/p[1]/label[1]/input[1]', 'title'],
      ['attribute', 'Your email', '/p[1]/label[1]/input[1]', 'aria-label'],
      ['attribute', 'Your address', '/p[1]/label[1]/input[1]', 'placeholder'],
      ['text', 'Email', '/p[1]/label[1]', null],
      ['text', 'is required', '/p[1]', null],
    ]);
    expect(rows('<p><label>Send it <input type="submit" value="Send"></label></p>')).toEqual([
      ['attribute', 'Send', '/p[1]/label[1]/input[1]', 'value'],
      ['text', 'Send it', '/p[1]/label[1]', null],
    ]);
  });

  it('does the same for select and button, whose own text stays their segments', () => {
    expect(rows('<p>Pick a <label>size <select><option>Small</option><option>Large</option></select></label> now</p>')).toEqual([
      ['text', 'Pick a', '/p[1]', null],
      ['text', 'size', '/p[1]/label[1]', null],
      ['text', 'Small', '/p[1]/label[1]/select[1]/option[1]', null],
      ['text', 'Large', '/p[1]/label[1]/select[1]/option[2]', null],
      ['text', 'now', '/p[1]#2', null],
    ]);
    expect(rows('<p><label>I agree <button>OK</button></label></p>')).toEqual([
      ['text', 'I agree', '/p[1]/label[1]', null],
      ['text', 'OK', '/p[1]/label[1]/button[1]', null],
    ]);
  });

  it('splits every inline element open around the control, and continues inside them after it', () => {
    expect(rows('<p>Hi <b>bold <label>Name <i>first</i> <input> and <em>last</em></label> tail</b> end</p>')).toEqual([
      ['text', 'Hi', '/p[1]', null],
      ['text', 'bold', '/p[1]/b[1]', null],
      ['text', 'Name <1>first</1>', '/p[1]/b[1]/label[1]', null],
      ['text', 'and <1>last</1>', '/p[1]/b[1]/label[1]#2', null],
      ['text', 'tail', '/p[1]/b[1]#2', null],
      ['text', 'end', '/p[1]#2', null],
    ]);
  });

  it('leaves what was already plain as it was: a control right in a block, a checkbox before its label text, a textarea', () => {
    expect(rows('<p>Type <input type="submit" value="Go"> to continue</p>')).toEqual([
      ['attribute', 'Go', '/p[1]/input[1]', 'value'],
      ['text', 'Type', '/p[1]', null],
      ['text', 'to continue', '/p[1]#2', null],
    ]);
    expect(rows('<p><label><input type="checkbox"> Remember me</label></p>')).toEqual([['text', 'Remember me', '/p[1]/label[1]', null]]);
    expect(rows('<p><label>Comment <textarea placeholder="Say it">typed</textarea></label></p>')).toEqual([
      ['attribute', 'Say it', '/p[1]/label[1]/textarea[1]', 'placeholder'],
      ['text', 'Comment', '/p[1]/label[1]', null],
    ]);
  });

  it('keeps a real block inside inline content as before (the inline tag stays a placeholder)', () => {
    expect(rows('<p>Hello <a href="/x">world <div>block</div></a></p>')[0]).toEqual(['text', 'Hello <1>world </1>', '/p[1]', null]);
  });
});
