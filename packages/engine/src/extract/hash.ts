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

// Two hex digits per byte value: formatting through toString(16) and padStart cost as much as hashing.
const HEX: readonly string[] = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function hex32(n: number): string {
  return (HEX[n >>> 24] as string) + (HEX[(n >>> 16) & 255] as string) + (HEX[(n >>> 8) & 255] as string) + (HEX[n & 255] as string);
}

/*
 * The UTF-8 bytes are produced inline from UTF-16 code units (no encoder call, no buffer), packed
 * little-end first into one integer per character; a lone surrogate is U+FFFD (EF BF BD), as
 * every UTF-8 encoder writes it.
 */
export function fnv1a64(input: string): string {
  // 0xcbf29ce484222325, the FNV-1a 64 offset basis.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  const length = input.length;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    let packed: number;
    let count: number;
    if (c < 0x80) {
      packed = c;
      count = 1;
    } else if (c < 0x800) {
      packed = 0xc0 | (c >> 6) | ((0x80 | (c & 63)) << 8);
      count = 2;
    } else if (c < 0xd800 || c > 0xdfff) {
      packed = 0xe0 | (c >> 12) | ((0x80 | ((c >> 6) & 63)) << 8) | ((0x80 | (c & 63)) << 16);
      count = 3;
    } else {
      const next = i + 1 < length ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const cp = ((c - 0xd800) << 10) + (next - 0xdc00) + 0x10000;
        packed = 0xf0 | (cp >> 18) | ((0x80 | ((cp >> 12) & 63)) << 8) | ((0x80 | ((cp >> 6) & 63)) << 16) | ((0x80 | (cp & 63)) << 24);
        count = 4;
        i++;
      } else {
        packed = 0xbdbfef;
        count = 3;
      }
    }
    for (; count > 0; count--) {
      lo = (lo ^ (packed & 255)) >>> 0;
      packed >>>= 8;
      // High 32 bits of lo * 0x1b3, from its two 16-bit halves.
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + (lo << 8) + carry) >>> 0;
      lo = Math.imul(lo, 0x1b3) >>> 0;
    }
  }
  return hex32(hi) + hex32(lo);
}
