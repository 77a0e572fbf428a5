import { Button, Flex, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface ErrorResultProps {
  status: NonNullable<ResultProps['status']>;
  title: string;
  description: string;
  /** Buttons shown before 'back to home'. */
  actions?: ReactNode;
}

export function ErrorResult({ status, title, description, actions }: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status={status}
        title={title}
        subTitle={description}
        extra={
          <Flex gap="small" justify="center" wrap>
            {actions}
            <Button type="primary" onClick={() => navigate('/')}>
              {t('errors.backHome')}
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}
