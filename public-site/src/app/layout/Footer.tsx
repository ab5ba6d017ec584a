import { Link } from 'react-router';
import { addressLine } from '../../lib/address';
import { useI18n } from '../../lib/i18n';
import { telHref } from '../../lib/phone';
import { useSettings } from '../../lib/settings';
import { useTextLang } from '../../lib/textLang';

/** The site footer: business details from the settings, the fee table, privacy policy and terms. */
export function Footer() {
  const { t, to, locale } = useI18n();
  const settings = useSettings();
  // The settings' texts show the Korean where staff left a translation empty (lib/textLang).
  const langOf = useTextLang();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name" lang={langOf(settings.clinicName)}>
          {settings.clinicName}
        </p>
        <h2 className="visually-hidden">{t('footer.businessInfo')}</h2>
        <dl className="site-footer__details">
          <div>
            <dt>{t('footer.representative')}</dt>
            <dd lang={langOf(settings.representative)}>{settings.representative}</dd>
          </div>
          <div>
            <dt>{t('footer.businessNumber')}</dt>
            <dd>{settings.businessNumber}</dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd lang={langOf(settings.address)}>{addressLine(settings.address, settings.postalCode, locale)}</dd>
          </div>
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </dd>
          </div>
        </dl>
        <ul className="site-footer__links">
          <li>
            <Link to={to('/cost') + '#non-benefit'}>{t('footer.nonBenefit')}</Link>
          </li>
          <li>
            <Link to={to('/privacy-policy')}>
              <strong>{t('footer.privacy')}</strong>
            </Link>
          </li>
          <li>
            <Link to={to('/terms-use')}>{t('footer.terms')}</Link>
          </li>
        </ul>
        <p className="site-footer__copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
