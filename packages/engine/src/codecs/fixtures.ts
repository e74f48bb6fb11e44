import type { TmUnit } from './types.ts';

/** Units that exercise every corner the codecs must keep byte for byte. */
export const SAMPLE_UNITS: TmUnit[] = [
  {
    sourceText: 'Click <1>here</1> to pay{2}',
    target: '{2}भुगतान के लिए <1>यहाँ</1> क्लिक करें',
    sourceLang: 'en',
    targetLang: 'hi',
    type: 'MACHINE',
    displayType: 'Machine',
    createdBy: 'asha@example.in',
    changedAt: '2026-11-20T10:15:00.000Z',
  },
  { sourceText: '<1>Save <2>50%</2> today</1>', target: '<1>இன்று <2>50%</2> சேமிக்கவும்</1>', sourceLang: 'en', targetLang: 'ta' },
  {
    sourceText: 'Pay with "UPI", it\'s fast',
    target: '"UPI" سے ادائیگی کریں، یہ تیز ہے',
    sourceLang: 'en',
    targetLang: 'ur',
    type: 'USER',
    changedAt: '2026-11-21T08:00:00.123Z',
  },
  { sourceText: 'Line one\nLine two\r\nthree\ttab', target: 'पहली पंक्ति\nदूसरी\r\nतीन\tटैब', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: '=SUM(A1:A9)', target: '=SUM(A1:A9)', sourceLang: 'en', targetLang: 'hi', type: 'NO_TRANSLATION_AVAILABLE' },
  { sourceText: "'=already quoted", target: '+91 98765 43210', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: '-5 °C & <b> not a tag', target: '@handle -5 °C & <b> टैग नहीं', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: 'Use \\{1} and \\<2> in templates, C:\\\\{3}', target: 'टेम्पलेट में \\{1} और \\<2>, C:\\\\{3}', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: 'Great job 🎉👍🏽', target: 'শাবাশ 🎉👍🏽, ক্ষ‍ and ZWNJ র‌্যাব', sourceLang: 'en', targetLang: 'bn', createdBy: 'ravi' },
];
