/*
 * One OOXML part as a flat token list with each element's matching close, so paragraphs can be
 * read at any depth (table cells, text boxes inside runs) and untouched parts copied byte for
 * byte. The part is refused before tokenizing if it declares a DOCTYPE or an entity (no XXE, no
 * entity expansion: Office never writes one), and must pass fast-xml-parser's validator.
 */
import { XMLValidator } from 'fast-xml-parser';
import { CodecError } from '../../codecs/errors.ts';
import { scanXml, type XmlToken } from '../android/scanner.ts';

export type PartTokens = { text: string; tokens: XmlToken[]; closeOf: Int32Array };

export function tokenizePart(name: string, text: string): PartTokens {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new CodecError(`The part ${name} declares a DOCTYPE or an entity, which Word never writes; the document was refused.`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new CodecError(`The part ${name} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`);
  const tokens = [...scanXml(text)];
  const closeOf = new Int32Array(tokens.length).fill(-1);
  const stack: number[] = [];
  tokens.forEach((t, i) => {
    if (t.type === 'open' && !t.selfClosing) stack.push(i);
    else if (t.type === 'close') closeOf[stack.pop() as number] = i;
    if (t.type === 'open' && t.selfClosing) closeOf[i] = i;
  });
  return { text, tokens, closeOf };
}
