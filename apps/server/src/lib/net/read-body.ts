import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface LimitedBody {
  body: Buffer;
  /** The response had more than `maxBytes` (after decompression); `body` holds the first `maxBytes`. */
  truncated: boolean;
}

function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  // pipeline (not pipe) so an abort of the response also fails the decoder and our loop below.
  return decoder ? pipeline(res, decoder, () => undefined) : res;
}

/**
 * Reads at most `maxBytes` of the decoded body, then drops the connection. Counting decoded bytes
 * (not wire bytes) is what stops a 10 MB gzip bomb that expands to 10 GB; counting as data arrives
 * (not trusting Content-Length) stops a server that lies about the length or streams forever.
 */
export async function readLimitedBody(res: IncomingMessage, maxBytes: number): Promise<LimitedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(res);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      if (room > 0) chunks.push(chunk.subarray(0, room));
      size = maxBytes;
      // Leaving the loop destroys the stream; destroy the response too so the socket is not reused mid-body.
      res.destroy();
      return { body: Buffer.concat(chunks, size), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks, size), truncated: false };
}
