/**
 * Everyday words per language, most frequent first, for ranking phonetic-typing candidates
 * (phonetic-candidates.ts). Written for Lipi from common usage (no third-party list, so no licence
 * question); short on purpose: they decide between spellings of the same typed word, they are not a
 * dictionary. Organisations' own choices should be learnt on top (see docs/transliteration-quality.md).
 */
const LISTS: Readonly<Record<string, string>> = {
  hi: `है हैं के में की को से का और पर यह नहीं एक भी तो कि था थे थी हो गया गई जो कर करना किया लिए साथ मैं हम
आप तुम वह वे क्या कैसे कहाँ कहां कब क्यों कौन अब यहाँ वहाँ बहुत अच्छा अच्छी ठीक नमस्ते धन्यवाद शुक्रिया पानी
खाना घर काम दिन रात समय साल लोग बात नाम देश दुनिया भारत हिंदी भाषा ज्ञान विज्ञान प्यार दोस्त परिवार माता
पिता भाई बहन बच्चा बच्चे पैसा पैसे दुकान बाज़ार बाजार रास्ता शहर गाँव गांव सड़क पढ़ाई पढ़ना लिखना बोलना सुनना
देखना जाना आना खेलना सोना चलना मिलना मदद जल्दी धीरे ज़रूरी जरूरी सही गलत ग़लत नया नई पुराना बड़ा छोटा
सुंदर खुश ख़ुश दुख आज कल सुबह शाम दोपहर हमेशा कभी सब कुछ कोई किसी अपना अपनी मेरा मेरी तेरा उसका
हमारा तुम्हारा आपका आपकी ठंडा ठंड गरम गर्म डर दवाई दवा दर्द सिर पेट हाथ पैर आँख दिल जीवन ज़िंदगी
जिंदगी सपना सच झूठ खबर ख़बर किताब कहानी गाना संगीत चाय दूध रोटी दाल चावल सब्ज़ी सब्जी फल मीठा नमक
टमाटर आलू उत्तर दक्षिण ऊपर नीचे अंदर बाहर आगे पीछे`,
  mr: `आहे आणि हा ही हे तो ती ते मी तू आम्ही तुम्ही काय कसा कशी कुठे केव्हा का कोण हो नाही नमस्कार धन्यवाद
पाणी घर काम दिवस रात्र लोक नाव देश भारत मित्र आई बाबा भाऊ बहीण पैसे दुकान रस्ता शहर गाव शाळा पुस्तक मुलगा मुलगी
जेवण चहा दूध भाजी पोळी आज उद्या काल सकाळी संध्याकाळी नेहमी कधी काही माझा माझी तुमचा तुमची छान मोठा लहान सुंदर
आनंद मराठी भाषा वेळ गाडी बाजार डोके हात पाय डोळे मन प्रेम`,
  bn: `আমি তুমি আপনি সে আমরা তোমরা কি কেন কোথায় কখন কেমন ভালো খারাপ হ্যাঁ না জল ভাত মাছ বাড়ি মা বাবা দাদা দিদি
ভাই বোন বই গান কথা দিন রাত সকাল বিকেল আজ কাল খুব সুন্দর ধন্যবাদ বন্ধু ঘর দেশ কাজ টাকা দোকান রাস্তা শহর গ্রাম
নদী আকাশ চোখ মন খাবার চা জীবন ভাষা গল্প ছেলে মেয়ে বাংলা নমস্কার ভালোবাসা স্কুল পড়া লেখা`,
  te: `నేను నువ్వు మీరు మేము వాడు ఆమె అది ఇది ఏమిటి ఎందుకు ఎక్కడ ఎప్పుడు ఇప్పుడు రేపు నిన్న అమ్మ నాన్న అన్నయ్య
అక్క తమ్ముడు చెల్లి ఇల్లు నీళ్ళు నీరు అన్నం పని రోజు రాత్రి మంచి చాలా చెప్పు రండి వెళ్ళు డబ్బులు పిల్ల పిల్లలు
బడి పుస్తకం భాష తెలుగు దేశం ఊరు కోడి పాలు కూరలు కొత్త పెద్ద చిన్న ధన్యవాదాలు నమస్కారం`,
  ta: `நான் நீ அவன் அவள் அவர் நாம் நாங்கள் நீங்கள் அது இது என்ன எப்படி எங்கே ஏன் எப்போது இப்போ இப்போது இன்று
நாளை நேற்று நேரம் வேலை பணம் காசு வீடு நாடு ஊர் படம் பாடல் பாட்டு கடை மரம் காடு அம்மா அப்பா அக்கா அண்ணா
தம்பி தங்கை நன்றி வணக்கம் தண்ணி தண்ணீர் சாப்பாடு சாப்பிடு புது பெரிய சின்ன நல்ல ரொம்ப கொஞ்சம் சொல்லு பாரு வா
போ தமிழ் குரல் பெண் ஆண் குழந்தை பால் தாய் உலகம் கல்யாணம் விழா கோவில் மாலை காலை இரவு மழை வெயில் கண் கை
கால் தலை மனம் அன்பு காதல் நண்பன் நண்பர் பள்ளி புத்தகம் கதை பேச்சு மொழி நமஸ்தே`,
};

const RANKS = new Map<string, Map<string, number>>();

function ranksOf(lang: string): Map<string, number> | undefined {
  const cached = RANKS.get(lang);
  if (cached) return cached;
  const list = LISTS[lang];
  if (list === undefined) return undefined;
  const ranks = new Map<string, number>();
  for (const word of list.split(/\s+/).filter(Boolean)) {
    const key = word.normalize('NFC');
    if (!ranks.has(key)) ranks.set(key, ranks.size);
  }
  RANKS.set(lang, ranks);
  return ranks;
}

/** The frequency rank (0 = most frequent) of a spelling in the language's list, if listed. */
export function wordRank(lang: string, spelling: string): number | undefined {
  return ranksOf(lang)?.get(spelling.normalize('NFC'));
}

export const hasWordList = (lang: string): boolean => lang in LISTS;
