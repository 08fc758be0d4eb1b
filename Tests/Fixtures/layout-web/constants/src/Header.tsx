import { defineMessages, useIntl } from 'react-intl';
import { LABELS, Menu } from './labels';

const messages = defineMessages({
  title: { id: 'app.title', defaultMessage: 'Projects' },
});

export function Header({ t }) {
  const intl = useIntl();
  return (
    <div style={{ width: '200px' }}>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <span>{t(LABELS.created)}</span>
      <span>{t(LABELS.nested.archived)}</span>
      <button>{t(Menu.Open)}</button>
      <span>{t(LABELS.count)}</span>
    </div>
  );
}
