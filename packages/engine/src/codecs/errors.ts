/** A problem with an uploaded file; the message is shown to the user as it is. */
export class CodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodecError';
  }
}

export const MAX_INPUT_BYTES = 20 * 1024 * 1024;

export function checkInputSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_INPUT_BYTES) throw new CodecError('The file is larger than 20 MB. Please split it and upload the parts.');
}

/** Text of an upload: UTF-8 (with or without BOM) or UTF-16 with BOM, as TMX from desktop tools often is. */
export function decodeText(bytes: Uint8Array): string {
  checkInputSize(bytes);
  const [a, b] = [bytes[0], bytes[1]];
  const encoding = a === 0xff && b === 0xfe ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
  try {
    // TextDecoder drops the BOM itself.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new CodecError('The file is not valid UTF-8 or UTF-16 text. Please save it as UTF-8 and upload it again.');
  }
}
