import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="404"
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
    />
  );
}
