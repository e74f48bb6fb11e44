/*
 * FNV-1a 64-bit over the UTF-8 bytes of a string, as 16 lowercase hex digits.
 *
 * Why not node:crypto: the engine also runs in the browser snippet, where there is no synchronous
 * digest. Why FNV-1a 64 rather than a 32-bit hash: segment hashes key translation memory across a
 * whole organisation, and 32 bits collide after ~65k distinct segments. Why UTF-8 bytes: any other
 * implementation (SQL, Python, Go) can reproduce the value from the standard definition.
 *
 * The 64-bit state is two unsigned 32-bit halves. The multiplication by the FNV prime
 * 2^40 + 0x1b3 is done with Math.imul for the low halves and 16-bit pieces for the carry, so it
 * stays in 32-bit integer arithmetic (BigInt is ~20x slower, doubles with % ~4x).
 */

// Hex digits as character codes: one flat 16-character string from fromCharCode costs less than
// concatenating pieces (a rope every caller then flattens) or toString(16) and padStart.
const DIGIT = new Uint8Array(16).map((_, i) => '0123456789abcdef'.charCodeAt(i));

function hex64(hi: number, lo: number): string {
  const d = DIGIT;
  return String.fromCharCode(
    d[hi >>> 28] as number,
    d[(hi >>> 24) & 15] as number,
    d[(hi >>> 20) & 15] as number,
    d[(hi >>> 16) & 15] as number,
    d[(hi >>> 12) & 15] as number,
    d[(hi >>> 8) & 15] as number,
    d[(hi >>> 4) & 15] as number,
    d[hi & 15] as number,
    d[lo >>> 28] as number,
    d[(lo >>> 24) & 15] as number,
    d[(lo >>> 20) & 15] as number,
    d[(lo >>> 16) & 15] as number,
    d[(lo >>> 12) & 15] as number,
    d[(lo >>> 8) & 15] as number,
    d[(lo >>> 4) & 15] as number,
    d[lo & 15] as number,
  );
}

const encoder = new TextEncoder();
// Reused between calls; TextEncoder writes lone surrogates as U+FFFD, like every UTF-8 encoder.
let buffer = new Uint8Array(1024);

/*
 * ASCII characters are their UTF-8 bytes, so the common text is hashed straight from the string;
 * from the first other character on, the rest goes through the encoder. (Encoding two- and
 * three-byte characters in the loop was faster for Indic text, but cost the snippet ~100 bytes
 * gzipped, over its 12 KB budget.)
 */
export function fnv1a64(input: string): string {
  // 0xcbf29ce484222325, the FNV-1a 64 offset basis.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  let ascii = 0;
  for (; ascii < input.length; ascii++) {
    const byte = input.charCodeAt(ascii);
    if (byte >= 0x80) break;
    lo = (lo ^ byte) >>> 0;
    // High 32 bits of lo * 0x1b3, from its two 16-bit halves.
    const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
    hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) >>> 0;
    lo = Math.imul(lo, 0x1b3) >>> 0;
  }
  if (ascii < input.length) {
    const rest = ascii === 0 ? input : input.slice(ascii);
    if (rest.length * 3 > buffer.length) buffer = new Uint8Array(rest.length * 3);
    const { written } = encoder.encodeInto(rest, buffer);
    for (let i = 0; i < written; i++) {
      lo = (lo ^ (buffer[i] ?? 0)) >>> 0;
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) >>> 0;
      lo = Math.imul(lo, 0x1b3) >>> 0;
    }
  }
  return hex64(hi, lo);
}
