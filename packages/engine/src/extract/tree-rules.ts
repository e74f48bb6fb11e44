/*
 * htmlparser2 8.0.2 Parser's tree rules (HTML mode, lower-cased names), as tag-stream.ts replays
 * them: which open tags close which open elements, void elements, and the foreign (svg/math) and
 * HTML-integration elements that decide whether `/>` closes a tag.
 */

const pTag = new Set(['p']);
const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const tableSectionTags = new Set(['thead', 'tbody']);
const ddtTags = new Set(['dd', 'dt']);
const rtpTags = new Set(['rt', 'rp']);
const OPEN_IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['rt', rtpTags],
  ['rp', rtpTags],
  ['tbody', tableSectionTags],
  ['tfoot', tableSectionTags],
  ['dd', ddtTags],
  ['dt', ddtTags],
]);
for (const tag of 'select input output button datalist textarea'.split(' ')) OPEN_IMPLIES_CLOSE.set(tag, formTags);
const closesP =
  'p h1 h2 h3 h4 h5 h6 address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul';
for (const tag of closesP.split(' ')) OPEN_IMPLIES_CLOSE.set(tag, pTag);

const VOID_ELEMENTS = new Set('area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(' '));
const FOREIGN_CONTEXT = new Set(['math', 'svg']);
const HTML_INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

/** The rules above for one tag, so an element costs one lookup instead of four. */
export interface TagRules {
  impliesClose: ReadonlySet<string> | undefined;
  isVoid: boolean;
  isForeignContext: boolean;
  isHtmlIntegration: boolean;
}
const NO_RULES: TagRules = { impliesClose: undefined, isVoid: false, isForeignContext: false, isHtmlIntegration: false };
const RULES = new Map<string, TagRules>();
for (const name of [...OPEN_IMPLIES_CLOSE.keys(), ...VOID_ELEMENTS, ...FOREIGN_CONTEXT, ...HTML_INTEGRATION]) {
  RULES.set(name, {
    impliesClose: OPEN_IMPLIES_CLOSE.get(name),
    isVoid: VOID_ELEMENTS.has(name),
    isForeignContext: FOREIGN_CONTEXT.has(name),
    isHtmlIntegration: HTML_INTEGRATION.has(name),
  });
}
export const rulesOf = (name: string): TagRules => RULES.get(name) ?? NO_RULES;
