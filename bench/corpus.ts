/**
 * A deterministic corpus shaped like real sites: a heavy <head> (meta, og tags, inline CSS and
 * scripts, JSON-LD), a mega-menu, articles with inline markup, entities, attributes (alt, title,
 * placeholder, aria-label), tables, forms, comments, English mixed with Hindi and Tamil, and a
 * long footer. Pages range from ~15 KB to ~250 KB, as product, article and listing pages do.
 */

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const EN =
  'the quick brown fox jumps over lazy dog while our team ships fresh mangoes to every city in India with free delivery and easy returns on all orders'.split(
    ' ',
  );
const HI = 'हम आपके शहर में ताज़ा आम पहुँचाते हैं और हर ऑर्डर पर मुफ़्त डिलीवरी देते हैं साथ ही आसान वापसी की सुविधा भी'.split(' ');
const TA = 'நாங்கள் உங்கள் நகரத்திற்கு புதிய மாம்பழங்களை வழங்குகிறோம் இலவச விநியோகம் எளிதான திருப்பி அனுப்புதல்'.split(' ');

export function generateCorpus(pages: number, seed = 42): string[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const words = (n: number) => {
    const lang = rand() < 0.25 ? HI : rand() < 0.1 ? TA : EN;
    return Array.from({ length: n }, () => pick(lang)).join(' ');
  };
  const sentence = () => {
    const r = rand();
    if (r < 0.3) return `${words(6)} <a href="/p/${Math.floor(rand() * 9999)}?utm_source=x&amp;ref=nav">${words(2)}</a> ${words(8)}.`;
    if (r < 0.5) return `${words(5)} <strong>${words(2)}</strong> and <em>${words(3)}</em> ${words(6)} &mdash; ${words(4)}.`;
    if (r < 0.6)
      return `${words(7)} <span class="price" data-sku="${Math.floor(rand() * 1e6)}">₹${Math.floor(rand() * 5000)}</span> ${words(5)}&nbsp;${words(2)}.`;
    return `${words(10 + Math.floor(rand() * 15))}.`;
  };
  const head = (i: number) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${words(6)} | Page ${i}</title>
<meta name="description" content="${words(20)}"><meta property="og:title" content="${words(6)}"><meta property="og:description" content="${words(18)}">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="canonical" href="https://shop.example.in/p/${i}">
<style>${'.c{color:#333;margin:0 auto;padding:4px 8px}.grid>li{display:flex;gap:12px}'.repeat(20 + Math.floor(rand() * 60))}</style>
<script>window.dataLayer=window.dataLayer||[];${'function t(e){dataLayer.push({event:e,ts:Date.now()})};'.repeat(15 + Math.floor(rand() * 80))}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${words(4)}","offers":{"price":"${Math.floor(rand() * 999)}"}}</script>
</head>`;
  const menu = () =>
    `<header><nav aria-label="Main menu"><ul>${Array.from({ length: 30 + Math.floor(rand() * 60) }, (_, k) => `<li class="menu-item"><a href="/c/${k}" title="${words(3)}">${words(2)}</a></li>`).join('')}</ul>
<form action="/search"><input type="search" name="q" placeholder="${words(3)}" aria-label="Search"><button type="submit">Search</button></form></nav></header>`;
  const article = () => {
    const blocks: string[] = [];
    const count = 5 + Math.floor(rand() * 120);
    for (let b = 0; b < count; b++) {
      const r = rand();
      if (r < 0.55) blocks.push(`<p>${Array.from({ length: 1 + Math.floor(rand() * 4) }, sentence).join(' ')}</p>`);
      else if (r < 0.65) blocks.push(`<h2 id="s${b}">${words(5)}</h2>`);
      else if (r < 0.75)
        blocks.push(
          `<figure><img src="/img/${b}.webp" alt="${words(5)}" width="640" height="480" loading="lazy"><figcaption>${words(8)}</figcaption></figure>`,
        );
      else if (r < 0.85)
        blocks.push(
          `<table><tr><th>${words(1)}</th><th>${words(2)}</th></tr>${Array.from({ length: 4 }, () => `<tr><td>${words(2)}</td><td>${Math.floor(rand() * 100)} kg</td></tr>`).join('')}</table>`,
        );
      else if (r < 0.9) blocks.push(`<!-- ${words(6)} --><div class="notranslate">SKU ${Math.floor(rand() * 1e8)}</div>`);
      else blocks.push(`<ul>${Array.from({ length: 3 + Math.floor(rand() * 6) }, () => `<li>${sentence()}</li>`).join('')}</ul>`);
    }
    return `<main><article>${blocks.join('\n')}</article></main>`;
  };
  const footer = () =>
    `<footer><div class="cols">${Array.from({ length: 4 }, () => `<section><h3>${words(2)}</h3><ul>${Array.from({ length: 8 }, (_, k) => `<li><a href="/f/${k}">${words(3)}</a></li>`).join('')}</ul></section>`).join('')}</div><p>© 2026 ${words(4)}. Write to support@shop.example.in</p></footer>`;
  return Array.from(
    { length: pages },
    (_, i) => `${head(i)}<body class="page">${menu()}${article()}${footer()}<script src="/app.js" defer></script></body></html>`,
  );
}
