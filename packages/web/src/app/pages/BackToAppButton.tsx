import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function BackToAppButton() {
  const { t } = useTranslation('shell');
  return (
    <Button component={Link} to="/" variant="light">
      {t('pages.backToApp')}
    </Button>
  );
}
