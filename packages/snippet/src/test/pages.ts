/** Realistic pages for the snippet's tests: what the crawler sees and what the browser builds from it. */
export const SHOP_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Handloom Sarees &amp; Kurtas | Bunkar Store</title>
  <meta name="description" content="Buy handwoven sarees directly from weavers in Varanasi and Kanchipuram.">
  <meta property="og:title" content="Bunkar Store — handloom from India">
  <meta name="viewport" content="width=device-width">
  <link rel="stylesheet" href="/s.css">
  <script>window.dataLayer = [];</script>
</head>
<body>
  <header class="top">
    <a href="/" class="logo"><img src="/logo.png" alt="Bunkar Store logo"></a>
    <nav aria-label="Main menu"><a href="/sarees">Sarees</a> | <a href="/kurtas">Kurtas</a> | <a href="/about">About us</a></nav>
    <form action="/search"><input type="search" name="q" placeholder="Search for sarees, kurtas…"><input type="submit" value="Search"><button type="button" title="Open the cart">Cart <span class="count">3</span></button></form>
  </header>
  <main>
    <h1>Handwoven by <em>master weavers</em>, delivered to your door</h1>
    <p>Every saree is made on a <a href="/looms" title="How our looms work">traditional pit loom</a> and takes <strong>up to three weeks</strong> to weave.<br>Free shipping on orders above ₹1,499.</p>
    <p>Use code <code>DIWALI10</code> at checkout for 10% off.</p>
    <ul class="features">
      <li><a href="/silk">Pure silk</a></li>
      <li>Natural dyes <small>(no chemicals)</small></li>
      <li>Fair wages for <b>1,200+</b> artisans</li>
    </ul>
    <div class="product" data-sku="BS-101">
      <h2>Banarasi silk saree</h2>
      <p class="price">₹12,499</p>
      <p class="notranslate">Bunkar Store</p>
      <p translate="no">SKU BS-101</p>
      <p>Colour: <span class="swatch">Crimson red</span> with gold <i>zari</i> border.</p>
      <button>Add to cart</button>
    </div>
    <section>
      <h2>What our customers say</h2>
      <blockquote><p>“The saree arrived in two days and looks even better than the photos.”</p><cite>— Priya, Pune</cite></blockquote>
      <p>Questions? Write to support@bunkar.example or call us.</p>
      <p>Docs mention {1} and &lt;2&gt; literally, and a back\\slash.</p>
    </section>
    <div>Loose text in a div <div>with a nested block</div> and more text after it.</div>
    <table><tr><th>Size</th><th>Length</th></tr><tr><td>Free size</td><td>6.3 m</td></tr></table>
    <select name="lang"><option>Choose a language</option><option>Hindi</option></select>
    <textarea placeholder="Your message"></textarea>
    <pre>npm install bunkar</pre>
    <svg width="10" height="10"><title>Icon</title></svg>
    <p>Text&nbsp;with&nbsp;non-breaking spaces   and
       a line break in the source.</p>
    <p><a href="/x"><b>Bold link</b></a></p>
    <p>Hello <!-- a comment --> world</p>
    <img src="/a.jpg" alt="A weaver at her loom" title="Weaver">
  </main>
  <footer><p>© 2024 Bunkar Store. All rights reserved.</p><a href="/privacy">Privacy policy</a> · <a href="/terms">Terms</a></footer>
  <noscript>Please enable JavaScript.</noscript>
</body>
</html>`;

export const HINDI_NEWS_PAGE = `<!doctype html><html><head><title>ताज़ा ख़बरें</title></head><body>
<article><h1>मानसून ने <a href="/kerala">केरल</a> में दस्तक दी</h1>
<p>मौसम विभाग के अनुसार, इस साल मानसून <time datetime="2024-05-30">30 मई</time> को पहुँचा।</p>
<p>क्षि‍तिज पर बादल — ZWJ‍ और ZWNJ‌ के साथ।</p>
<figure><img src="/r.jpg" alt="बारिश में भीगता कोच्चि"><figcaption>कोच्चि में भारी बारिश</figcaption></figure>
<p class="byline">लेखक: <span class="author">राहुल</span></p></article>
</body></html>`;
