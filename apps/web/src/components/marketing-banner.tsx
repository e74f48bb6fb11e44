import { CheckCircleFilled } from '@ant-design/icons';
import { LANGUAGES, SCHEDULED_LANGUAGES } from '@lipi/contract';
import { LanguageArtwork } from './language-artwork.tsx';

const POINTS = [
  'Translate and manage translated content in one place',
  'Websites, mobile apps, API content and documents',
  'Machine translation first, human review where it matters',
];

/** The login banner of spec 01 §1 with the language artwork. */
export function MarketingBanner() {
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="banner-copy">
        <span className="banner-eyebrow">Localisation for Indian languages</span>
        <h2 id="banner-title" className="banner-title">
          Accelerate website and mobile <em>localisation</em>
        </h2>
        <p className="banner-lede">Launch multilingual websites faster with minimal developer involvement.</p>
        <ul className="banner-points">
          {POINTS.map((point) => (
            <li key={point}>
              <CheckCircleFilled aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <LanguageArtwork />
      <div className="banner-stats">
        <div>
          <strong>{SCHEDULED_LANGUAGES.length}</strong>
          <span>scheduled Indian languages</span>
        </div>
        <div>
          <strong>{LANGUAGES.length}</strong>
          <span>languages in total</span>
        </div>
        <div>
          <strong>1 line</strong>
          <span>of script to go live</span>
        </div>
      </div>
    </section>
  );
}
