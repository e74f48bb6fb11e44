import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachKeyboard } from './keyboard.ts';
import { createLipi, type Lipi } from './snippet.ts';
import { fakeApi, type FakeApi } from './test/fake-api.ts';

let api: FakeApi;
let lipi: Lipi | undefined;
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('lipi_lang', 'hi');
  history.replaceState(null, '', '/products/saree');
  document.head.innerHTML = '';
  document.body.innerHTML = '<p id="a">Add to <b>cart</b></p><p id="b">Untranslated words</p>';
});
afterEach(() => {
  lipi?.destroy();
  lipi = undefined;
});

const start = async (settings: Parameters<typeof fakeApi>[1] = {}) => {
  api = fakeApi({ hi: { 'Add to <1>cart</1>': '<1>कार्ट</1> में डालें' } }, settings);
  lipi = createLipi({ base: 'https://lipi.example', projectId: 'p1', win: window, fetch: api.fetch, observeDelayMs: 5, reportDelayMs: 5 });
  await lipi.ready;
};

describe('suggestions and feedback', () => {
  it('Alt+click on translated text opens a labelled dialog and sends the suggestion', async () => {
    await start();
    const target = document.querySelector('#a b')!;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, altKey: true }));
    const dialog = document.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('lipi-dlg-title');
    expect(dialog.textContent).toContain('मूल: Add to cart');
    const field = dialog.querySelector('textarea')!;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('<1>कार्ट</1> में डालें');
    field.value = '<1>कार्ट</1> में जोड़ें';
    dialog.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await tick();
    const sent = api.calls.find((c) => c.path === '/api/public/suggestion');
    expect(sent?.body).toMatchObject({ projectId: 'p1', lang: 'hi', suggestedText: '<1>कार्ट</1> में जोड़ें', currentText: '<1>कार्ट</1> में डालें' });
    expect(document.querySelector('[role=dialog]')).toBeNull();
    expect(document.getElementById('lipi-live')?.textContent).toBe('आपके सुझाव के लिए धन्यवाद');
  });

  it('the switcher opens a feedback dialog that Escape closes without sending', async () => {
    await start();
    const [, , feedbackButton] = document.querySelectorAll<HTMLButtonElement>('#lipi-switcher button');
    feedbackButton!.click();
    const dialog = document.querySelector('[role=dialog]')!;
    expect(dialog.querySelectorAll('label')).toHaveLength(2);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await tick();
    expect(document.querySelector('[role=dialog]')).toBeNull();
    feedbackButton!.click();
    const again = document.querySelector('[role=dialog]')!;
    again.querySelector<HTMLInputElement>('input[name=rating]')!.value = '5';
    again.querySelector('textarea')!.value = 'Very readable';
    again.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await tick();
    expect(api.calls.filter((c) => c.path === '/api/public/feedback').map((c) => c.body)).toEqual([
      { projectId: 'p1', url: 'http://localhost:3000/products/saree', lang: 'hi', message: 'Very readable', rating: 5 },
    ]);
  });
});

describe('delivery settings', () => {
  it('applies the font size of the language and removes it on the source', async () => {
    await start({ fontSizes: { hi: '18' } });
    expect([...document.querySelectorAll('style')].some((s) => s.textContent === 'body{font-size:18px}')).toBe(true);
    await lipi!.setLanguage('en');
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('font-size'))).toBe(false);
  });
});

describe('meta tags', () => {
  it('translates meta texts only while the project meta-tag flag is on', async () => {
    document.head.innerHTML = '<meta name="description" content="Add to cart">';
    api = fakeApi({ hi: { 'Add to cart': 'कार्ट में डालें' } }, { metaTags: false });
    lipi = createLipi({ base: 'https://lipi.example', projectId: 'p1', win: window, fetch: api.fetch, widget: false });
    await lipi.ready;
    expect(document.querySelector('meta')!.getAttribute('content')).toBe('Add to cart');
    lipi.destroy();
    api = fakeApi({ hi: { 'Add to cart': 'कार्ट में डालें' } });
    lipi = createLipi({ base: 'https://lipi.example', projectId: 'p1', win: window, fetch: api.fetch, widget: false });
    await lipi.ready;
    expect(document.querySelector('meta')!.getAttribute('content')).toBe('कार्ट में डालें');
  });
});

describe('phonetic keyboard', () => {
  it('replaces a finished Latin word in a keyboard field, and leaves other fields alone', async () => {
    document.body.innerHTML = '<div class="kb"><textarea id="t"></textarea></div><input id="plain">';
    const asked: string[] = [];
    const detach = attachKeyboard(
      document,
      ['kb'],
      () => 'hi',
      async (word) => (asked.push(word), word === 'namaste' ? 'नमस्ते' : undefined),
      1,
    );
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.value = 'namaste ';
    field.setSelectionRange(8, 8);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const plain = document.getElementById('plain') as HTMLInputElement;
    plain.value = 'namaste ';
    plain.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    expect(field.value).toBe('नमस्ते ');
    expect(plain.value).toBe('namaste ');
    expect(asked).toEqual(['namaste']);
    detach();
  });
});

describe('the snippet’s own nodes', () => {
  it('opening a dialog does not make the page be walked again', async () => {
    await start();
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(document.querySelector('#a')!, { subtree: true, childList: true, characterData: true });
    document.querySelector('#a b')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, altKey: true }));
    await tick();
    await lipi!.flush();
    watch.disconnect();
    expect(changes).toHaveLength(0);
    document.querySelector('[role=dialog]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
});

describe('suggestion mode from the keyboard', () => {
  it('Tab reaches the suggestion button, and Enter on a focused translated link opens the dialog', async () => {
    document.body.innerHTML = '<p id="a">Add to <a href="#cart">cart</a></p>';
    await start();
    const [toggle, suggest] = document.querySelectorAll<HTMLButtonElement>('#lipi-switcher button');
    toggle!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    suggest!.focus();
    expect(document.querySelector('.lipi-menu')!.hasAttribute('hidden')).toBe(false);
    suggest!.click();
    const link = document.querySelector<HTMLAnchorElement>('#a a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await tick();
    expect(document.querySelector('[role=dialog]')?.textContent).toContain('मूल: Add to cart');
    document.querySelector('[role=dialog]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
});
