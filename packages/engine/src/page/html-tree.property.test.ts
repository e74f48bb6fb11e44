import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { documentRoot, parseTree, type ElementNode, type TreeNode } from './html-tree.ts';

/*
 * The tree was built from htmlparser2's Parser until the engine's TagStream (one pass over the
 * tokenizer) replaced it: the reference below is that Parser-based builder, and the two trees must
 * agree on every page, malformed ones included (offsets too: translations are spliced at them).
 */
function parserTree(html: string): ElementNode {
  const root = documentRoot(html.length);
  let top = root;
  let atEnd = false;
  const parser = new Parser(
    {
      onopentag(tag, attribs, isImplied) {
        const start = parser.startIndex;
        const openEnd = isImplied ? parser.startIndex : parser.endIndex + 1;
        const el: ElementNode = {
          kind: 'element',
          tag,
          attribs,
          parent: top,
          children: [],
          start,
          openEnd,
          closeStart: openEnd,
          end: openEnd,
          selfClosing: !isImplied && html[parser.endIndex - 1] === '/',
        };
        top.children.push(el);
        top = el;
      },
      onclosetag(_tag, isImplied) {
        const el = top;
        if (atEnd) {
          el.closeStart = el.end = html.length;
        } else if (!isImplied) {
          el.closeStart = parser.startIndex;
          el.end = parser.endIndex + 1;
        } else {
          // Void elements close right after their open tag; others at the tag that implied the close.
          const at = parser.startIndex >= el.openEnd ? parser.startIndex : el.openEnd;
          el.closeStart = el.end = Math.max(at, lastEnd(el));
        }
        top = el.parent ?? root;
      },
      ontext(data) {
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        const last = top.children[top.children.length - 1];
        if (last?.kind === 'text' && last.end === start) {
          last.end = end;
          last.data += data;
        } else top.children.push({ kind: 'text', start, end, data });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  atEnd = true;
  parser.end();
  return root;
}

function lastEnd(el: ElementNode): number {
  const last = el.children[el.children.length - 1];
  return last ? last.end : el.openEnd;
}

const plain = (n: TreeNode): unknown => (n.kind === 'text' ? n : { ...n, parent: undefined, children: n.children.map(plain) });

const token = fc.constantFrom(
  '<p>',
  '</p>',
  '<div class="a">',
  '</div>',
  '<br>',
  '</br>',
  '<br/>',
  '<svg>',
  '</svg>',
  '<path d="x"/>',
  '<math>',
  '</math>',
  '<title>',
  '</title>',
  '<table>',
  '<tr>',
  '<td>',
  '</td>',
  '</table>',
  '<li>',
  '<ul>',
  '</ul>',
  '<select>',
  '<option>',
  '<input value="&amp;x">',
  'text',
  ' ',
  '&amp;',
  '&lt;b&gt;',
  '&nbsp;',
  '&#128512;',
  '<script>if (a<b) {}</script>',
  '<style>p{}</style>',
  '<!-- c -->',
  '<![CDATA[x]]>',
  '<!doctype html>',
  '<a href="/x" title="T">',
  '</a>',
  '<b>',
  '</b>',
  '<img src=x alt=y>',
  '<p',
  '<',
  '</',
  '<a x="1" x="2">',
  '<A HREF="Q">',
  '<head>',
  '<body>',
  '</body>',
  '<html>',
  '</html>',
  '<dd>',
  '<dt>',
  '<textarea>a</textarea>',
  '<foreignObject>',
  '<?xml x?>',
  '&am',
  '&#x',
  '</y<!-- c -->',
);

describe('the page tree', () => {
  it('is the Parser-based tree, offsets included, on random and malformed pages', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (parts) => {
        const html = parts.join('');
        expect(plain(parseTree(html))).toEqual(plain(parserTree(html)));
      }),
      { numRuns: 5000 },
    );
  });

  it('is the same on pages the fast scanner leaves to the Tokenizer (an unfinished tag or reference at the end)', () => {
    for (const html of ['<p>Tea <b>now</b><', '<div><p>a</p>&am', '<title>T</title><p']) {
      expect(plain(parseTree(html))).toEqual(plain(parserTree(html)));
    }
  });
});
