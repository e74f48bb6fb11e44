import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { androidValuesFolder, checkAndroidTranslation, parseStringsXml, pluralCategories, writeStringsXml } from './index.ts';

const FIXTURE = readFileSync(new URL('./fixtures/strings.xml', import.meta.url));

const HINDI = new Map([
  ['welcome', '{1} में आपका स्वागत है!'],
  ['greeting', 'नमस्ते, {1}! आपके {2} नए संदेश हैं।'],
  ['apostrophe', 'अपनी "कार्ट" को न भूलें, it\'s'],
  ['question', '?क्यों नहीं'],
  ['at_sign', '@घर पर डिलीवरी'],
  ['newline', 'पहली पंक्ति\nदूसरी पंक्ति'],
  ['quoted', 'रिक्त स्थान'],
  ['styled', '<1>अभी खरीदें</1> दबाकर <2>ऑर्डर</2> करें'],
  ['link', 'पहले हमारी <1>शर्तें</1> पढ़ें ]]> सही'],
  ['amp', 'नियम & शर्तें <लागू>'],
  ['items_in_cart#one', 'आपकी कार्ट में {1} वस्तु'],
  ['items_in_cart#other', 'आपकी कार्ट में {1} वस्तुएँ'],
  ['sizes[1]', 'मध्यम'],
]);

describe('writing a translated strings.xml', () => {
  const doc = parseStringsXml(FIXTURE);
  const { text, rejected, translated } = writeStringsXml(doc, HINDI, { targetLang: 'hi' });

  it('writes translations with Android escapes and XML escapes, placeholders restored', () => {
    expect(rejected).toEqual([]);
    expect(translated).toBe(HINDI.size);
    expect(text).toContain('<string name="welcome"><xliff:g id="app_name" example="ShopKart">%1$s</xliff:g> में आपका स्वागत है!</string>');
    expect(text).toContain('<string name="apostrophe">अपनी \\"कार्ट\\" को न भूलें, it\\\'s</string>');
    expect(text).toContain('<string name="question">\\?क्यों नहीं</string>');
    expect(text).toContain('<string name="at_sign">\\@घर पर डिलीवरी</string>');
    expect(text).toContain('<string name="newline">पहली पंक्ति\\nदूसरी पंक्ति</string>');
    expect(text).toContain('<string name="quoted">"  रिक्त स्थान  "</string>');
    expect(text).toContain('<string name="styled"><b>अभी खरीदें</b> दबाकर <i>ऑर्डर</i> करें</string>');
    expect(text).toContain('<string name="link"><![CDATA[पहले हमारी <a href="https://example.com/terms">शर्तें</a> पढ़ें ]]&gt; सही]]></string>');
    expect(text).toContain('<string name="amp">नियम &amp; शर्तें &lt;लागू&gt;</string>');
    expect(text).toContain('<item>मध्यम</item>');
  });

  it('drops translatable="false" resources, keeps other resources, comments and untranslated source', () => {
    expect(text).not.toContain('app_name" translatable');
    expect(text).not.toContain('name="codes"');
    expect(text).toContain('<dimen name="margin">16dp</dimen>');
    expect(text).toContain('<!-- Shown on the first screen -->');
    expect(text).toContain('<string name="unicode">Price in \\u20B9</string>');
  });

  it('reads back to the same texts', () => {
    const back = parseStringsXml(text);
    for (const [id, value] of HINDI) expect(back.units.find((u) => u.id === id)?.inner.text).toBe(value.replace(/^\s+|\s+$/g, ''));
  });

  it('gives plurals exactly the target language categories', () => {
    expect(text).toContain('<item quantity="one">आपकी कार्ट में %d वस्तु</item>\n        <item quantity="other">आपकी कार्ट में %d वस्तुएँ</item>');
    const japanese = writeStringsXml(doc, new Map(), { targetLang: 'ja' }).text;
    expect(japanese).toMatch(/<plurals name="items_in_cart">\n {8}<item quantity="other">%d items in your cart<\/item>\n {4}<\/plurals>/);
    const santali = writeStringsXml(doc, new Map([['items_in_cart#other', '{1} ᱡᱤᱱᱤᱥ']]), { targetLang: 'sat-Olck' }).text;
    expect(santali).toContain('<item quantity="two">%d ᱡᱤᱱᱤᱥ</item>');
    expect(pluralCategories('mai')).toEqual(['one', 'other']);
    expect(pluralCategories('ar')).toHaveLength(6);
  });

  it('refuses translations that lose or invent format arguments or break tags, keeping the source', () => {
    const greeting = doc.units.find((u) => u.id === 'greeting')!;
    expect(checkAndroidTranslation(greeting, 'नमस्ते {1}')).toMatch(/lost the format argument %2\$d/);
    expect(checkAndroidTranslation(greeting, 'नमस्ते {1} {2} {3}')).toMatch(/placeholder \{3\}/);
    const styled = doc.units.find((u) => u.id === 'styled')!;
    expect(checkAndroidTranslation(styled, '<1>अभी <2>खरीदें</1></2>')).toMatch(/nested/);
    const one = doc.units.find((u) => u.id === 'items_in_cart#one')!;
    expect(checkAndroidTranslation(one, 'एक वस्तु')).toBeNull();
    const result = writeStringsXml(
      doc,
      new Map([
        ['greeting', 'नमस्ते {1}'],
        ['newline', 'bad\u0001'],
      ]),
      { targetLang: 'hi' },
    );
    expect(result.rejected.map((r) => r.id)).toEqual(['greeting', 'newline']);
    expect(result.text).toContain('<string name="greeting">Hello, %1$s! You have %2$d new messages.</string>');
  });
});

describe('Android resource folders', () => {
  it('maps BCP 47 tags to the folder aapt2 accepts', () => {
    expect(androidValuesFolder('hi')).toBe('values-hi');
    expect(androidValuesFolder('or')).toBe('values-or');
    expect(androidValuesFolder('kok')).toBe('values-b+kok');
    expect(androidValuesFolder('ks-Arab')).toBe('values-b+ks+Arab');
    expect(androidValuesFolder('ks-Deva')).toBe('values-b+ks+Deva');
    expect(androidValuesFolder('pa-Guru')).toBe('values-pa');
    expect(androidValuesFolder('sat-Olck')).toBe('values-b+sat');
    expect(androidValuesFolder('mni-Mtei')).toBe('values-b+mni+Mtei');
    expect(androidValuesFolder('zh-Hant-TW')).toBe('values-zh-rTW');
    expect(androidValuesFolder('es-MX')).toBe('values-es-rMX');
    expect(androidValuesFolder('es-419')).toBe('values-b+es+419');
    expect(androidValuesFolder('he')).toBe('values-iw');
  });
});
