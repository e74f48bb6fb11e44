import { describe, expect, it } from 'vitest';
import { call, createUser, post, signIn } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const s = useTestApp({}, { startWorkers: false });

const phonetic = (text: string, lang: string, token?: string) =>
  call(s.app, 'GET', `/api/transliteration/phonetic?text=${encodeURIComponent(text)}&lang=${lang}`, { token });

async function editorOfNewOrganisation() {
  const user = await createUser(s.app);
  return (await signIn(s.app, user.email, user.password)).token;
}

describe('phonetic typing: dictionary ranking and learning from the editor’s picks', () => {
  it('ranks with the language’s dictionary: a real word before an unlisted reading', async () => {
    // जेवण (meal) is in the Marathi dictionary, not in the hand-written list; the lenient reading is जेवन.
    const res = await phonetic('jevan', 'mr');
    expect(res.status).toBe(200);
    expect(res.body.data.text).toBe('जेवण');
  });

  it('offers an organisation’s picks first, only to that organisation', async () => {
    const editor = await editorOfNewOrganisation();
    const other = await editorOfNewOrganisation();
    const before = await phonetic('pani', 'mr', editor);
    expect(before.body.data.text).not.toBe('पानी');

    const first = await post(s.app, '/api/transliteration/phonetic/pick', { lang: 'mr', typed: 'Pani', chosen: 'पानी' }, { token: editor });
    expect([first.status, first.body.data]).toEqual([200, { picks: 1 }]);
    const again = await post(s.app, '/api/transliteration/phonetic/pick', { lang: 'mr', typed: 'pani', chosen: 'पानी' }, { token: editor });
    expect(again.body.data).toEqual({ picks: 2 });

    expect((await phonetic('pani', 'mr', editor)).body.data.text).toBe('पानी');
    expect((await phonetic('pani', 'mr', other)).body.data.text).toBe(before.body.data.text);
    // Anonymous callers (the customer's site keyboard) get the shared ranking.
    expect((await phonetic('pani', 'mr')).body.data.text).toBe(before.body.data.text);
    // Another language keeps its own ranking.
    expect((await phonetic('pani', 'hi', editor)).body.data.text).toBe('पानी');
  });

  it('needs a session to record a pick and validates it', async () => {
    const anonymous = await post(s.app, '/api/transliteration/phonetic/pick', { lang: 'hi', typed: 'pani', chosen: 'पानी' });
    expect(anonymous.status).toBe(401);
    const editor = await editorOfNewOrganisation();
    const empty = await post(s.app, '/api/transliteration/phonetic/pick', { lang: 'hi', typed: ' ', chosen: 'पानी' }, { token: editor });
    expect([empty.status, empty.body.type]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
