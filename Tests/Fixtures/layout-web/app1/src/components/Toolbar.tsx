import { useTranslation, Trans } from 'react-i18next';
import { FormattedMessage, useIntl } from 'react-intl';

// JSX: the markup is read, the code around it is not (a comparison and a generic are not tags).
export function Toolbar<T>(props: { items: T[] }) {
  const { t } = useTranslation();
  const intl = useIntl();
  const few = props.items.length < 3 ? t('menu.title') : '<b>';
  return (
    <div className="sheet">
      {/* 17. arabic-only-cut: app.scss's .menu__title, 148px on one line: 144 ≤ 148 < 152. */}
      <div className="menu__title">{t('add_home')}</div>
      {/* 18. fits: <FormattedMessage> in .pad's 200px: 44 and 32. */}
      <div className="pad"><FormattedMessage id="delete" /></div>
      {/* 19. unknown: the key shares its line with "Don't": 120px is only the most it can have. */}
      <p className="free">Don't <Trans i18nKey="settings" /></p>
      {/* 20. unknown: a component's markup is in another file. */}
      <Button>{intl.formatMessage({ id: 'settings' })}</Button>
    </div>
  );
}
