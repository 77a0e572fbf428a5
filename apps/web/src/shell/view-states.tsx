import { ToolOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Spin, theme } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useViewPending } from './route-progress';

/** Shown while a page's chunk loads. */
export function ViewLoading() {
  const { t } = useTranslation();
  useViewPending();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 320 }}>
      <Spin size="large" description={t('shell.view.loading')} />
    </Flex>
  );
}

/** A menu entry whose module is planned but not built yet. */
export function ViewPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        icon={<ToolOutlined style={{ color: token.colorPrimary }} />}
        title={t('shell.view.plannedTitle')}
        subTitle={t('shell.view.plannedDescription', { name: title })}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('errors.backHome')}
          </Button>
        }
      />
    </Card>
  );
}

/** docs/product.md §8: a menu whose component key has no page is a module-not-found error, not a crash. */
export function ModuleNotFound({ title, component }: { title: string; component: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="error"
        title={t('shell.view.notFoundTitle')}
        subTitle={t('shell.view.notFoundDescription', { name: title, component })}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('errors.backHome')}
          </Button>
        }
      />
    </Card>
  );
}

function ViewFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        status="warning"
        title={t('shell.view.errorTitle')}
        subTitle={t('shell.view.errorDescription')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('shell.view.retry')}
          </Button>
        }
      />
    </Card>
  );
}

/**
 * One page's failure (a render error, a failed chunk, a `<Can>` without an action name) stays inside
 * that page: the menu, tabs and other cached pages keep working.
 */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) {
      return <ViewFailed onRetry={() => this.setState({ error: undefined })} />;
    }
    return this.props.children;
  }
}
