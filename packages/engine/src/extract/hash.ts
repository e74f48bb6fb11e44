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

const encoder = new TextEncoder();
// Reused between calls; TextEncoder writes lone surrogates as U+FFFD, like every UTF-8 encoder.
let buffer = new Uint8Array(1024);

export function fnv1a64(input: string): string {
  if (input.length * 3 > buffer.length) buffer = new Uint8Array(input.length * 3);
  const { written } = encoder.encodeInto(input, buffer);
  const bytes = buffer;
  // 0xcbf29ce484222325, the FNV-1a 64 offset basis.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < written; i++) {
    lo = (lo ^ (bytes[i] ?? 0)) >>> 0;
    // High 32 bits of lo * 0x1b3, from its two 16-bit halves.
    const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
    hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) >>> 0;
    lo = Math.imul(lo, 0x1b3) >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}
