/** One finding of the translation checks; `code` is stable, `message` is shown to translators. */
export type QaWarning = { code: string; message: string };
