import { useTranslation } from 'react-i18next';
import { Chip, Pill } from '../components/Chip';

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <Chip label={t('chip_label')} />
      <Pill caption={t('pill_caption')} />
    </div>
  );
}
