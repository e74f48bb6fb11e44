import type { MtEngineId } from './vocabularies.ts';

export type MtEngineSetting = { name: string; required: boolean; note: string };

/**
 * How to connect each engine: the server settings it reads (README's settings table,
 * docs/mt-engines.md). Shown on the engine's setup page in the dashboard.
 */
export const MT_ENGINE_SETUP: Readonly<Record<MtEngineId, { about: string; settings: readonly MtEngineSetting[] }>> = {
  transliteration: {
    about: 'Built in, offline. Writes the English text in the target language’s script: a transliteration, not a translation.',
    settings: [],
  },
  libretranslate: {
    about: 'Open-source, self-hosted (Argos models). Its own list of languages is read from the server.',
    settings: [
      { name: 'LIBRETRANSLATE_URL', required: true, note: 'Base address, e.g. http://libretranslate:5000' },
      { name: 'LIBRETRANSLATE_API_KEY', required: false, note: 'Only if that server requires keys' },
    ],
  },
  apertium: {
    about:
      'Open-source, rule-based, self-hosted (Debian: apertium-apy plus one package per pair, e.g. apertium-eng-spa). Its installed pairs are read from the server.',
    settings: [{ name: 'APERTIUM_URL', required: true, note: 'Base address of the APy server, e.g. http://127.0.0.1:2737' }],
  },
  bhashini: {
    about: 'The Government of India’s language platform (ULCA pipeline): English and the 22 scheduled languages.',
    settings: [
      { name: 'BHASHINI_USER_ID', required: true, note: 'User id from the Bhashini profile' },
      { name: 'BHASHINI_API_KEY', required: true, note: 'ULCA API key' },
      { name: 'BHASHINI_PIPELINE_ID', required: false, note: 'Default: the MeitY pipeline' },
      { name: 'BHASHINI_CONFIG_URL', required: false, note: 'Default: the ULCA pipeline config address' },
    ],
  },
  google: {
    about: 'Google Cloud Translation (Basic, v2).',
    settings: [
      { name: 'GOOGLE_TRANSLATE_API_KEY', required: true, note: 'API key with the Cloud Translation API enabled' },
      { name: 'GOOGLE_TRANSLATE_URL', required: false, note: 'Default: Google’s v2 address' },
    ],
  },
  microsoft: {
    about: 'Microsoft Translator (v3).',
    settings: [
      { name: 'MICROSOFT_TRANSLATOR_KEY', required: true, note: 'Resource key' },
      { name: 'MICROSOFT_TRANSLATOR_REGION', required: false, note: 'For regional or multi-service resources' },
      { name: 'MICROSOFT_TRANSLATOR_URL', required: false, note: 'Default: the global endpoint' },
    ],
  },
  deepl: {
    about: 'DeepL. No Indian language: useful only for a project’s other targets.',
    settings: [
      { name: 'DEEPL_AUTH_KEY', required: true, note: 'Keys ending in :fx use the free API' },
      { name: 'DEEPL_URL', required: false, note: 'Default follows the key' },
    ],
  },
  openai: {
    about: 'Any OpenAI-compatible chat server (vLLM, Ollama, LiteLLM, OpenAI).',
    settings: [
      { name: 'OPENAI_MODEL', required: true, note: 'Model name, e.g. llama3.1' },
      { name: 'OPENAI_BASE_URL', required: false, note: 'Default https://api.openai.com/v1; this or a key is needed' },
      { name: 'OPENAI_API_KEY', required: false, note: 'Not needed by local servers' },
    ],
  },
};

/** The sentence the setup page's Test button translates when none is typed. */
export const ENGINE_TEST_SAMPLE = 'Open a savings account today and earn up to 7.25% interest.';
