export type MarkerToken =
  | {
      type: 'text';
      value: string;
    }
  | {
      type: 'open' | 'close' | 'void';
      id: number;
    };
/** Escapes literal page text; `beforeMarker` says whether a real marker follows it directly. */
export declare function escapeLiteral(text: string, beforeMarker: boolean): string;
/** Splits segment (or translated) text into literal text and markers, undoing the escapes. */
export declare function tokenizeMarkers(text: string): MarkerToken[];
/**
 * The visible text of a segment: paired markers vanish (`Hello<1>world</1>` renders as one word)
 * while void ones become a space, since a `<br>` or an image separates words.
 */
export declare function plainText(text: string): string;
