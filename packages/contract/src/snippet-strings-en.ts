/* The snippet's words in English (the source of every translation), their keys, and the placeholder filler. No imports: the snippet bundles it. */

export const SNIPPET_STRINGS_EN = {
  chooseLanguage: 'Choose a language',
  suggest: 'Suggest a better translation',
  giveFeedback: 'Give feedback',
  cancel: 'Cancel',
  yourTranslation: 'Your translation',
  sendSuggestion: 'Send suggestion',
  thanksSuggestion: 'Thank you for your suggestion',
  feedbackTitle: 'Feedback on this page',
  feedbackIntro: 'Tell us about the translation of this page.',
  rating: 'Rating from 1 to 5 (optional)',
  yourFeedback: 'Your feedback',
  sendFeedback: 'Send feedback',
  thanksFeedback: 'Thank you for your feedback',
  pickText: 'Choose a translated text to suggest a better translation',
  suggestMode: 'Click a translated text (or press Enter on a focused link) to suggest a better translation; Escape cancels',
  languageLabel: 'Language: {language}. Change language',
  original: 'Original: {text}',
} as const;

export type SnippetStringKey = keyof typeof SNIPPET_STRINGS_EN;
export type SnippetStrings = Readonly<Record<SnippetStringKey, string>>;

/** Fills `{name}` placeholders; an unknown one stays as written. */
export function formatSnippetString(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
