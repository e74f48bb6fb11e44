/*
 * The snippet's language switcher as customers style it: the selectors its DOM carries and the
 * base CSS it starts from. The snippet builds its widget from these names and the dashboard's
 * style help and preview read them here, so the help can never name a class the widget lacks.
 * Kept free of imports: the snippet bundles this file and nothing else of the contract.
 */

export const SWITCHER_ID = 'lipi-switcher';

export const SWITCHER_CLASSES = {
  button: 'lipi-btn',
  menu: 'lipi-menu',
  option: 'lipi-option',
  action: 'lipi-act',
  dialog: 'lipi-dialog',
} as const;

/** What a customer's popup CSS can select, in the order the style help lists them. */
export const SWITCHER_SELECTORS: ReadonlyArray<{ selector: string; what: string }> = [
  { selector: `#${SWITCHER_ID}`, what: 'the whole switcher (fixed to the bottom right corner)' },
  { selector: `.${SWITCHER_CLASSES.button}`, what: 'the button showing the current language' },
  { selector: `.${SWITCHER_CLASSES.menu}`, what: 'the open menu' },
  { selector: `.${SWITCHER_CLASSES.option}`, what: 'one language in the menu' },
  { selector: `.${SWITCHER_CLASSES.option}[aria-selected=true]`, what: 'the current language' },
  { selector: `.${SWITCHER_CLASSES.action}`, what: 'the "Suggest a better translation" and "Give feedback" buttons' },
  { selector: `.${SWITCHER_CLASSES.dialog} form`, what: 'the suggestion and feedback dialogs' },
];

export const SWITCHER_BASE_CSS =
  '#lipi-switcher{position:fixed;bottom:16px;right:16px;z-index:2147483000;font:14px/1.4 system-ui,sans-serif}' +
  '#lipi-switcher button{font:inherit;cursor:pointer}' +
  '.lipi-btn{background:#1f2937;color:#fff;border:0;border-radius:20px;padding:8px 14px}' +
  '.lipi-menu{position:absolute;bottom:44px;right:0;background:#fff;color:#111;border:1px solid #ccc;border-radius:8px;min-width:180px;padding:4px;box-shadow:0 4px 16px rgba(0,0,0,.2)}' +
  '.lipi-menu[hidden],.lipi-dialog[hidden]{display:none}' +
  '.lipi-option{padding:6px 10px;border-radius:4px;list-style:none;cursor:pointer}' +
  '.lipi-option[aria-selected=true]{font-weight:600}.lipi-option:focus{outline:2px solid #2563eb;background:#eef2ff}' +
  '.lipi-menu ul{margin:0;padding:0}.lipi-act{display:block;width:100%;text-align:left;background:none;border:0;padding:6px 10px}' +
  '.lipi-dialog{position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;z-index:2147483001}' +
  '.lipi-dialog form{background:#fff;color:#111;padding:16px;border-radius:8px;width:min(420px,92vw)}' +
  '.lipi-dialog textarea{width:100%;box-sizing:border-box;min-height:80px}.lipi-live{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.lipi-suggesting body{cursor:help}';
