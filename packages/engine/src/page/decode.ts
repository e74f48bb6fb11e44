/**
 * The text of an HTML response: the charset of the Content-Type header, else of a `<meta charset>`
 * in the first 1 KB, else UTF-8 (an unknown label falls back to UTF-8 rather than failing the page).
 */
export function decodeHtml(body: Uint8Array, contentTypeHeader: string | undefined): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader ?? '')?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(new TextDecoder('latin1').decode(body.subarray(0, 1024)))?.[1];
  let text: string;
  try {
    text = new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    text = new TextDecoder('utf-8').decode(body);
  }
  // PostgreSQL text cannot hold NUL; browsers render it as U+FFFD anyway.
  return text.includes('\0') ? text.replace(/\0/g, '\uFFFD') : text;
}
