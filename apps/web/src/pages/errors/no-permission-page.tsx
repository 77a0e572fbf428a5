import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorResult } from './error-result';

/** The route guard sends users here with `noGoBack` when going back would only bounce them here again. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const canGoBack = !search.has('noGoBack');
  return (
    <ErrorResult
      status="403"
      title={t('errors.noPermission.title')}
      description={t('errors.noPermission.description')}
      actions={canGoBack && <Button onClick={() => navigate(-1)}>{t('errors.back')}</Button>}
    />
  );
}
