/** The customer script as one minified IIFE. */
export function buildSnippet(): Promise<string>;
