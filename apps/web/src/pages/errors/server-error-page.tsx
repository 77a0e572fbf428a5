import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="500"
      title={t('errors.serverError.title')}
      description={t('errors.serverError.description')}
    />
  );
}
