import { startFakeStrapi } from './fake-strapi.ts';

/**
 * The fake Strapi for local use and the e2e journey (`npm run fake-strapi -w @lipi/server`): the two
 * content types of integrations/strapi with one article and the homepage in English, locales en and
 * hi, on 127.0.0.1:{FAKE_STRAPI_PORT} (0: any free port) with the token FAKE_STRAPI_TOKEN. Connect a
 * CMS project to the address it prints (FETCH_ALLOWLIST must let Lipi reach 127.0.0.1).
 */
const token = process.env.FAKE_STRAPI_TOKEN ?? 'lipi-local-fake-strapi-token';
const strapi = await startFakeStrapi({ token, port: Number(process.env.FAKE_STRAPI_PORT ?? 1338) });
const article = strapi.create('api::article.article', {
  title: 'Monsoon sale on silk sarees',
  summary: 'Free delivery across India.',
  body: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Every saree is ' },
        { type: 'text', text: 'handwoven', bold: true },
        { type: 'text', text: ' in Varanasi.' },
      ],
    },
  ],
  slug: 'monsoon-sale',
});
strapi.create('api::homepage.homepage', { headline: 'Welcome to our shop', intro: 'Handwoven sarees from Varanasi.' }, 'single');
console.log(`fake Strapi on ${strapi.url} (token ${token}; article ${article})`);
