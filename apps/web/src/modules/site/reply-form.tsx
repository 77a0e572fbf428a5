import { rectificationReplySchema } from '@zhuji/shared';
import { Alert, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxDb, saveLocal } from './outbox/outbox-db';
import type { TakenPhoto } from './photo';
import type { RectificationItem, Work } from './site-data';
import { Field, FormButtons, PhotoInput } from './site-form-ui';

// The rectification reply (docs/domains/site.md#the-site-forms): what was done about an open notice, with
// photos taken after the work. The notice is one of the caller's open ones kept on the phone; the photos'
// addresses are only known once uploaded, so the contract check here stands a placeholder in for them.

export function ReplyForm(props: {
  work: Work;
  notice: RectificationItem;
  onDone: (saved: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { notice } = props;
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    const body = { id: notice.id, content: content.trim() };
    const checked = rectificationReplySchema.safeParse({ ...body, photos: photos.map((p) => p.name) });
    if (!checked.success) {
      setError(checked.error.issues.map((i) => i.message).join('；'));
      return;
    }
    await saveLocal(
      outboxDb(),
      { kind: 'reply', projectId: props.work.project.id, title: notice.title, body },
      photos,
    );
    await props.onDone(true);
  };

  return (
    <form
      data-testid="site-reply-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('site.reply.title')}
        </Typography.Title>
        <Card size="small" title={notice.title}>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{notice.problem}</Typography.Paragraph>
          <Space wrap>
            <Tag color={notice.overdue ? 'red' : 'orange'}>
              {t('site.reply.deadline', { date: notice.deadline })}
            </Tag>
            {notice.issuerName && <span>{t('site.reply.issuer', { name: notice.issuerName })}</span>}
          </Space>
        </Card>
        <Field label={t('site.reply.content')} htmlFor="site-reply-content">
          <Input.TextArea
            id="site-reply-content"
            name="content"
            rows={4}
            style={{ fontSize: 16 }}
            value={content}
            maxLength={2000}
            onChange={(e) => setContent(e.target.value)}
          />
        </Field>
        <PhotoInput count={photos.length} onPhoto={(p) => setPhotos((all) => [...all, p])} />
        {error && <Alert type="error" title={error} data-testid="site-form-error" />}
        <FormButtons onBack={() => void props.onDone(false)} />
      </Space>
    </form>
  );
}
