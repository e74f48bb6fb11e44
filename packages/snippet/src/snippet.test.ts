import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageCandidates, pickLanguage } from './lang.ts';
import { createLipi, pageUrl, type Lipi } from './snippet.ts';
import { fakeApi, type Dictionary, type FakeApi } from './test/fake-api.ts';

const PAGE = `
  <header><img src="/logo.png" alt="Bunkar Store logo"><input placeholder="Search for sarees"></header>
  <main>
    <h1>Handwoven by <em class="hl">master weavers</em></h1>
    <p id="cart">Add to <a href="/cart" data-x="1">your cart</a> now</p>
    <p class="brand">Bunkar Store</p>
    <p translate="no">Bunkar Store</p>
    <p id="plain">Free shipping on every order</p>
    <p id="xss">Evil text here</p>
  </main>`;

const HINDI: Dictionary = {
  hi: {
    'Bunkar Store logo': 'बुनकर स्टोर का लोगो',
    'Search for sarees': 'साड़ियाँ खोजें',
    'Handwoven by <1>master weavers</1>': '<1>कुशल बुनकरों</1> द्वारा हाथ से बुना',
    'Add to <1>your cart</1> now': 'अभी <1>अपने कार्ट</1> में डालें',
    'Bunkar Store': 'बुनकर स्टोर',
    'Free shipping on every order': 'हर ऑर्डर पर मुफ़्त डिलीवरी',
    'Evil text here': '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script> बुरा',
  },
  ur: { 'Free shipping on every order': 'ہر آرڈر پر مفت ترسیل' },
};

let api: FakeApi;
let lipi: Lipi | undefined;
let original: string;

const start = async (options: { settings?: Parameters<typeof fakeApi>[1]; widget?: boolean } = {}) => {
  api = fakeApi(HINDI, options.settings);
  lipi = createLipi({
    base: 'https://lipi.example',
    projectId: 'p1',
    win: window,
    fetch: api.fetch,
    observeDelayMs: 5,
    reportDelayMs: 5,
    widget: options.widget ?? false,
  });
  await lipi.ready;
  return lipi;
};
const $ = (selector: string) => document.querySelector(selector)!;
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/products/saree');
  document.documentElement.setAttribute('lang', 'en');
  document.documentElement.removeAttribute('dir');
  document.head.innerHTML = '<title>Handloom sarees</title>';
  document.body.innerHTML = PAGE;
  original = document.body.innerHTML;
  Object.defineProperty(navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});
afterEach(() => {
  lipi?.destroy();
  lipi = undefined;
});

describe('language choice', () => {
  it('prefers the URL parameter, then the stored choice, then the browser, else the fallback', () => {
    const available = ['en', 'hi', 'ta', 'od'];
    expect(pickLanguage(languageCandidates({ param: 'ta', stored: 'hi', browser: ['hi-IN'] }), available, 'en')).toBe('ta');
    expect(pickLanguage(languageCandidates({ param: null, stored: 'hi', browser: ['ta-IN'] }), available, 'en')).toBe('hi');
    expect(pickLanguage(languageCandidates({ param: null, stored: 'en', browser: ['ta-IN'] }), available, 'en')).toBe('en');
    expect(pickLanguage(languageCandidates({ param: 'xx', stored: null, browser: ['fr-FR', 'ta-IN'] }), available, 'en')).toBe('ta');
    expect(pickLanguage(languageCandidates({ param: null, stored: null, browser: ['or-IN'] }), available, 'en')).toBe('od');
    expect(pickLanguage(languageCandidates({ param: null, stored: null, browser: ['fr-FR'] }), available, 'en')).toBe('en');
    expect(languageCandidates({ param: '<script>', stored: null, browser: [] })).toEqual([]);
  });

  it('keys the page without its fragment and lipi_lang', () => {
    expect(pageUrl('https://shop.example/a?x=1&lipi_lang=hi#top')).toBe('https://shop.example/a?x=1');
  });

  it('takes ?lipi_lang=, remembers it, and sets lang and dir on <html>', async () => {
    history.replaceState(null, '', '/products/saree?lipi_lang=ur');
    await start();
    expect(lipi!.language()).toBe('ur');
    expect(localStorage.getItem('lipi_lang')).toBe('ur');
    expect(document.documentElement.getAttribute('lang')).toBe('ur');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect($('#plain').textContent).toBe('ہر آرڈر پر مفت ترسیل');
    await lipi!.setLanguage('en');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it('uses the browser language when nothing was chosen, and stays on the source otherwise', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['hi-IN', 'en'], configurable: true });
    await start();
    expect(lipi!.language()).toBe('hi');
    lipi!.destroy();
    localStorage.setItem('lipi_lang', 'en');
    await start();
    expect(lipi!.language()).toBe('en');
    expect(document.body.innerHTML).toBe(original);
  });
});

describe('translating the page', () => {
  beforeEach(() => localStorage.setItem('lipi_lang', 'hi'));

  it('replaces text and attributes, keeps inline elements, leaves no-translation nodes, and restores exactly', async () => {
    const em = $('h1 em');
    const link = $('#cart a');
    await start({ settings: { noTranslateSelectors: ['.brand'] } });
    expect($('#plain').textContent).toBe('हर ऑर्डर पर मुफ़्त डिलीवरी');
    expect($('header img').getAttribute('alt')).toBe('बुनकर स्टोर का लोगो');
    expect($('header input').getAttribute('placeholder')).toBe('साड़ियाँ खोजें');
    // Same markers in a new order: the very same <em> and <a> nodes, attributes intact.
    expect($('h1').innerHTML).toBe('<em class="hl">कुशल बुनकरों</em> द्वारा हाथ से बुना');
    expect($('h1 em')).toBe(em);
    expect($('#cart').innerHTML).toBe('अभी <a href="/cart" data-x="1">अपने कार्ट</a> में डालें');
    expect($('#cart a')).toBe(link);
    expect($('.brand').textContent).toBe('Bunkar Store');
    expect($('[translate=no]').textContent).toBe('Bunkar Store');

    await lipi!.setLanguage('en');
    expect(document.body.innerHTML).toBe(original);
    expect($('h1 em')).toBe(em);
  });

  it('inserts a hostile translation as text only', async () => {
    await start();
    const p = $('#xss');
    expect(p.querySelector('img, script')).toBeNull();
    expect(p.textContent).toBe('<img src=x onerror="window.pwned=1"><script>window.pwned=1</script> बुरा');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('translates content added later, asking the server for hashes it does not hold yet', async () => {
    await start();
    api.late.hi = { 'Just arrived: Chanderi cotton': 'अभी आया: चंदेरी सूती' };
    const added = document.createElement('section');
    added.innerHTML = '<p>Just arrived: Chanderi cotton</p><p>Free shipping on every order</p>';
    $('main').appendChild(added);
    await tick();
    await lipi!.flush();
    expect(added.textContent).toBe('अभी आया: चंदेरी सूतीहर ऑर्डर पर मुफ़्त डिलीवरी');
    const asked = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/public/translations');
    expect(asked.at(-1)!.body).toMatchObject({ projectId: 'p1', lang: 'hi' });

    // A framework re-rendering a translated text gets it translated again.
    const plain = $('#plain').firstChild as Text;
    plain.data = 'Free shipping on every order';
    await tick();
    await lipi!.flush();
    expect($('#plain').textContent).toBe('हर ऑर्डर पर मुफ़्त डिलीवरी');
  });

  it('reports untranslated segments once, with the page view', async () => {
    document.body.insertAdjacentHTML('beforeend', '<p>Nobody translated this yet</p>');
    await start();
    await tick(30);
    const reports = api.calls.filter((c) => c.path === '/api/tracker/projectContentTracker');
    const segments = reports.flatMap((c) => (c.body!.segments as Array<{ text: string }>) ?? []);
    expect(segments.map((s) => s.text)).toContain('Nobody translated this yet');
    expect(reports.some((c) => c.body!.views === 1 && c.body!.lang === 'hi')).toBe(true);

    // The next page of the visit does not report the same text again, but counts its view.
    lipi!.destroy();
    await start();
    await tick(30);
    const again = api.calls.filter((c) => c.path === '/api/tracker/projectContentTracker');
    expect(again.flatMap((c) => (c.body!.segments as Array<{ text: string }>) ?? []).map((s) => s.text)).not.toContain('Nobody translated this yet');
    expect(again.some((c) => c.body!.views === 1)).toBe(true);
  });
});

describe('the switcher', () => {
  it('is a labelled button with a listbox operable from the keyboard', async () => {
    await start({ widget: true, settings: { popupCss: '.lipi-btn{background:teal}' } });
    const button = $('#lipi-switcher button') as HTMLButtonElement;
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-label')).toContain('English');
    expect([...document.querySelectorAll('style')].some((s) => s.textContent!.includes('background:teal'))).toBe(true);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('data-code')).toBe('en');
    const list = $('#lipi-list');
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement?.getAttribute('data-code')).toBe('hi');
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await tick();
    expect(lipi!.language()).toBe('hi');
    expect(localStorage.getItem('lipi_lang')).toBe('hi');
    expect($('#plain').textContent).toBe('हर ऑर्डर पर मुफ़्त डिलीवरी');
    expect(button.textContent).toBe('हिन्दी');
  });
});
