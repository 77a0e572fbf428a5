import { fillingCoefficientOf, judgePileRecord, type PileGroupItem, type PileType } from '@zhuji/shared';
import { Button, Card, Checkbox, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PILE_RECORD_SECTIONS } from '../pile';
import { correct, type OutboxRecord, outboxDb, saveLocal } from './outbox/outbox-db';
import type { TakenPhoto } from './photo';
import type { PileGridItem } from './site-data';
import { FIELD, PhotoInput } from './site-form-ui';
import { TARGET } from './site-ui';

/** The pile steps that take photos (the server's PILE_PHOTO_STEPS). */
const PHOTO_STEP: Record<string, string> = { hole: 'holeAcceptance', cage: 'cage', pour: 'pour' };

/** The construction record of one pile, step by step, judged as typed by the server's own rule. */
export function PileForm(props: {
  pile: PileGridItem;
  group: PileGroupItem;
  projectId: number;
  record?: OutboxRecord;
  onDone: (saved: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { pile, group, record } = props;
  const type = group.pileType as PileType;
  const [values, setValues] = useState<Record<string, string>>(
    (record?.body.values as Record<string, string> | undefined) ?? {},
  );
  const [complete, setComplete] = useState(record ? Boolean(record.body.complete) : true);
  const [photos, setPhotos] = useState<(TakenPhoto & { step: string })[]>([]);
  const judged = judgePileRecord({ type, design: group, values });
  const fc = type === 'bored' ? fillingCoefficientOf(values, group) : undefined;

  const save = async () => {
    const body = { id: pile.id, values, complete };
    const db = outboxDb();
    if (record) await correct(db, record.clientId, body);
    else await saveLocal(db, { kind: 'pile', projectId: props.projectId, title: pile.pileNo, body }, photos);
    await props.onDone(true);
  };

  return (
    <form
      data-testid="site-pile-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('site.pile.record', { no: pile.pileNo })} · {group.name}
        </Typography.Title>
        {PILE_RECORD_SECTIONS[type].map((section) => (
          <Card
            key={section.key}
            size="small"
            title={t(`pile.record.sections.${section.key}` as 'pile.record.sections.hole')}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {section.fields.map((f) => (
                <div key={f}>
                  <label htmlFor={`site-${f}`}>
                    {t(`pile.field.${f}` as 'pile.field.slump', { defaultValue: f })}
                  </label>
                  <Input
                    id={`site-${f}`}
                    name={f}
                    size="large"
                    inputMode="decimal"
                    style={FIELD}
                    value={values[f] ?? ''}
                    status={judged.failed.some((k) => k.startsWith(f)) ? 'error' : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value.trim() }))}
                  />
                </div>
              ))}
              {PHOTO_STEP[section.key] && !record && (
                <PhotoInput
                  count={photos.filter((p) => p.step === PHOTO_STEP[section.key]).length}
                  onPhoto={(p) => setPhotos((all) => [...all, { ...p, step: PHOTO_STEP[section.key]! }])}
                />
              )}
            </Space>
          </Card>
        ))}
        <Card
          size="small"
          title={t('site.pile.judged')}
          data-testid="site-judgement"
          data-pass={judged.failed.length === 0}
        >
          {fc !== undefined && <div>{t('site.pile.fillingCoefficient', { value: fc.toFixed(2) })}</div>}
          {judged.failed.length === 0 ? (
            <Tag color="green">{t('site.pile.pass')}</Tag>
          ) : (
            judged.failed.map((k) => (
              <Tag key={k} color="red">
                {t(`pile.item.${k}` as 'pile.item.holeDepth', { defaultValue: k })} {t('site.pile.fail')}
              </Tag>
            ))
          )}
        </Card>
        <Checkbox checked={complete} onChange={(e) => setComplete(e.target.checked)} style={TARGET}>
          {t('site.pile.complete')}
        </Checkbox>
        <Button type="primary" htmlType="submit" block style={TARGET}>
          {t('site.pile.save')}
        </Button>
        <Button block style={TARGET} onClick={() => void props.onDone(false)}>
          {t('site.back')}
        </Button>
      </Space>
    </form>
  );
}
