import { describe, expect, it } from 'vitest';
import { looksRomanisedHindi, sharedScriptLanguage } from './index.ts';

describe('language detection where the script does not tell', () => {
  it('finds romanised Hindi and leaves English alone', () => {
    expect(looksRomanisedHindi('Aapka order ship ho gaya hai')).toBe(true);
    expect(looksRomanisedHindi('Kya aap kal aa rahe hain?')).toBe(true);
    expect(looksRomanisedHindi('Your order has been shipped')).toBe(false);
    expect(looksRomanisedHindi('The main menu')).toBe(false);
    expect(looksRomanisedHindi('Hai')).toBe(false);
  });

  it('tells Marathi from Hindi and Assamese from Bengali', () => {
    expect(sharedScriptLanguage('तुमची ऑर्डर पाठवली आहे आणि ती उद्या येईल')).toBe('mr');
    expect(sharedScriptLanguage('आपका ऑर्डर भेज दिया गया है और कल आएगा')).toBe('hi');
    expect(sharedScriptLanguage('আপোনাৰ অৰ্ডাৰ পঠিওৱা হৈছে')).toBe('as');
    expect(sharedScriptLanguage('আপনার অর্ডার পাঠানো হয়েছে এবং কাল আসবে')).toBe('bn');
    expect(sharedScriptLanguage('ऑर्डर')).toBeUndefined();
  });
});
