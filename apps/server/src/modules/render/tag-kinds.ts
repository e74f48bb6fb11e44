/*
 * How elements take part in segmentation, as packages/engine/src/extract/elements.ts defines it.
 * The engine does not export its table; the proxy needs it only to find where a run of inline
 * content starts and ends. Every run found here is re-extracted by the engine itself and only
 * replaced when the engine's hash agrees, so a drift between the two tables can leave text
 * untranslated but never put a translation in the wrong place.
 */
export const Kind = { Block: 0, Inline: 1, InlineVoid: 2, Invisible: 3, OpaqueInline: 4, OpaqueBlock: 5 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

const KINDS = new Map<string, Kind>();
const define = (kind: Kind, tags: string): void => {
  for (const tag of tags.split(' ')) KINDS.set(tag, kind);
};
define(Kind.Inline, 'a abbr b bdi bdo big cite data del dfn em font i ins label mark q rb rp rt ruby s small span strike strong sub sup time tt u');
define(Kind.InlineVoid, 'br img wbr');
define(Kind.Invisible, 'script style noscript template iframe object canvas audio video textarea meta link base source track param');
define(Kind.OpaqueInline, 'code kbd samp var svg math');
define(Kind.OpaqueBlock, 'pre');

export function kindOf(tag: string): Kind {
  return KINDS.get(tag) ?? Kind.Block;
}
