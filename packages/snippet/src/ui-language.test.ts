import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLipi, type Lipi } from './snippet.ts';
import { fakeApi } from './test/fake-api.ts';

let lipi: Lipi | undefined;
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));
const switcher = () => document.getElementById('lipi-switcher')!;
const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('#lipi-switcher button')];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('lipi_lang', 'en');
  history.replaceState(null, '', '/shop');
  document.head.innerHTML = '';
  document.body.innerHTML = '<p id="a">Add to cart</p>';
});
afterEach(() => {
  lipi?.destroy();
  lipi = undefined;
});

const start = async () => {
  const api = fakeApi({ hi: { 'Add to cart': 'कार्ट में डालें' }, ur: { 'Add to cart': 'کارٹ میں ڈالیں' } });
  lipi = createLipi({ base: 'https://lipi.example', projectId: 'p1', win: window, fetch: api.fetch, observeDelayMs: 5, reportDelayMs: 5 });
  await lipi.ready;
};

const choose = async (code: string) => {
  const [toggle] = buttons();
  toggle!.click();
  document.querySelector<HTMLElement>(`#lipi-opt-${code}`)!.click();
  await tick();
};

describe("the snippet's own words follow the page's language", () => {
  it('reads in English on the English page, in Hindi after switching to Hindi (buttons, dialogs, live region)', async () => {
    await start();
    const [toggle, suggest, feedback] = buttons();
    expect(switcher().getAttribute('lang')).toBe('en');
    expect(toggle!.getAttribute('aria-label')).toBe('Language: English. Change language');
    expect(suggest!.textContent).toBe('Suggest a better translation');

    await choose('hi');
    expect(document.getElementById('a')!.textContent).toBe('कार्ट में डालें');
    expect(switcher().getAttribute('lang')).toBe('hi');
    expect(switcher().getAttribute('dir')).toBe('ltr');
    expect(toggle!.textContent).toBe('हिन्दी');
    expect(toggle!.getAttribute('aria-label')).toBe('भाषा: हिन्दी। भाषा बदलें');
    expect(document.getElementById('lipi-list')!.getAttribute('aria-label')).toBe('भाषा चुनें');
    expect(suggest!.textContent).toBe('बेहतर अनुवाद सुझाएँ');
    expect(feedback!.textContent).toBe('प्रतिक्रिया दें');
    // Each language in the menu keeps its own language, whatever the widget speaks.
    expect(document.getElementById('lipi-opt-en')!.getAttribute('lang')).toBe('en');
    expect(document.getElementById('lipi-opt-ur')!.getAttribute('lang')).toBe('ur');

    feedback!.click();
    const dialog = document.querySelector<HTMLElement>('[role=dialog]')!;
    expect(dialog.getAttribute('lang')).toBe('hi');
    expect(dialog.querySelector('h2')!.textContent).toBe('इस पृष्ठ पर प्रतिक्रिया');
    expect([...dialog.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['1 से 5 तक रेटिंग (वैकल्पिक)', 'आपकी प्रतिक्रिया']);
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['प्रतिक्रिया भेजें', 'रद्द करें']);
    dialog.querySelector('textarea')!.value = 'अच्छा अनुवाद';
    dialog.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await tick();
    expect(document.getElementById('lipi-live')!.textContent).toBe('आपकी प्रतिक्रिया के लिए धन्यवाद');

    suggest!.click();
    expect(document.getElementById('lipi-live')!.textContent).toMatch(/^बेहतर अनुवाद सुझाने के लिए किसी अनूदित पाठ पर क्लिक करें/);
    document.getElementById('a')!.click();
    await tick();
    const suggestion = document.querySelector<HTMLElement>('[role=dialog]')!;
    expect(suggestion.textContent).toContain('मूल: Add to cart');
    expect(suggestion.querySelector('label')!.textContent).toBe('आपका अनुवाद');
    suggestion.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

  it('turns right-to-left with Urdu and back to English on the source', async () => {
    await start();
    await choose('ur');
    expect(switcher().getAttribute('lang')).toBe('ur');
    expect(switcher().getAttribute('dir')).toBe('rtl');
    expect(buttons()[1]!.textContent).toBe('بہتر ترجمہ تجویز کریں');
    await choose('en');
    expect(switcher().getAttribute('lang')).toBe('en');
    expect(switcher().getAttribute('dir')).toBe('ltr');
    expect(buttons()[2]!.textContent).toBe('Give feedback');
  });

  it('falls back to English when a reply cached by an older snippet carries no strings', async () => {
    localStorage.setItem('lipi_lang', 'hi');
    const api = fakeApi({ hi: { 'Add to cart': 'कार्ट में डालें' } });
    const strip = api.fetch;
    const fetchWithoutUi = (async (input: string | URL | Request, init?: RequestInit) => {
      const res = await strip(input, init);
      const body = (await res.json()) as { data: Record<string, unknown> };
      delete body.data.ui;
      return new Response(JSON.stringify(body));
    }) as typeof fetch;
    lipi = createLipi({ base: 'https://lipi.example', projectId: 'p1', win: window, fetch: fetchWithoutUi, observeDelayMs: 5, reportDelayMs: 5 });
    await lipi.ready;
    expect(document.getElementById('a')!.textContent).toBe('कार्ट में डालें');
    expect(switcher().getAttribute('lang')).toBe('en');
    expect(buttons()[1]!.textContent).toBe('Suggest a better translation');
  });
});
