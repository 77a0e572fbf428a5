import { judgeSlump, materialReceiptCreateSchema, parseSlumpReadings, unitPriceSchema } from '@zhuji/shared';
import { Alert, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../kit/form-rules';
import { outboxDb, saveLocal } from './outbox/outbox-db';
import type { TakenPhoto } from './photo';
import type { Work } from './site-data';
import { FIELD, Field, FormButtons, PhotoInput, todayYmd } from './site-form-ui';

// The concrete delivery receipt at the truck (docs/domains/site.md#the-site-forms): the delivery note, the
// plate, the quantity on the note and the slump, judged as typed by the shared slump rule (judgeSlump, the
// one the main-body pour uses), and a photo of the note. The receipt has no slump column: the readings and
// the judgement go into its remark, worded the same as shown here. The unit price (单价, optional) is the
// receipt's own column, checked as typed by the server's unitPriceSchema, so a receipt made at the truck is
// compared with the price plan like one made on the desktop (docs/domains/material.md "price plans").

/** Design slump of underwater pile concrete (JGJ 94 6.3.27: 180–220 mm). */
const DESIGN_SLUMP = '200';

export function slumpOf(readingsText: string, designText: string) {
  const design = Number(designText);
  const readings = parseSlumpReadings(readingsText);
  if (!(design > 0) || readings.length === 0 || readings.some((r) => !(r >= 0 && r <= 300))) return undefined;
  return judgeSlump(readings, design);
}

export function ReceiptForm({ work, onDone }: { work: Work; onDone: (saved: boolean) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [planNo, setPlanNo] = useState<string | undefined>(work.plans[0]?.planNo);
  const [v, setV] = useState({
    noteNo: '',
    vehiclePlate: '',
    supplierName: '',
    noteQuantity: '',
    receivedQuantity: '',
    unitPrice: '',
  });
  const [design, setDesign] = useState(DESIGN_SLUMP);
  const [slump, setSlump] = useState('');
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  const [error, setError] = useState<string | undefined>();
  const judged = slumpOf(slump, design);
  const priceWrong = !unitPriceSchema.safeParse(v.unitPrice.trim()).success;
  const labels: Record<string, string> = {
    planNo: t('site.receipt.plan'),
    noteNo: t('site.receipt.noteNo'),
    vehiclePlate: t('site.receipt.plate'),
    supplierName: t('site.receipt.supplier'),
    noteQuantity: t('site.receipt.quantity'),
    receivedQuantity: t('site.receipt.received'),
    unitPrice: t('site.receipt.unitPrice'),
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [k]: e.target.value }));

  const save = async () => {
    const remark = judged
      ? t('site.receipt.slumpRemark', {
          design,
          readings: judged.readings.map((r) => r.valueMm).join('、'),
          tolerance: judged.toleranceMm,
          verdict: t(judged.pass ? 'site.pile.pass' : 'site.receipt.slumpFail'),
        })
      : '';
    const body = {
      projectId: work.project.id,
      planNo: planNo ?? '',
      noteNo: v.noteNo.trim(),
      vehiclePlate: v.vehiclePlate.trim().toUpperCase(),
      supplierName: v.supplierName.trim(),
      noteQuantity: v.noteQuantity.trim(),
      // A concrete truck is not weighed: received as on the note unless the site counts otherwise.
      receivedQuantity: v.receivedQuantity.trim() || v.noteQuantity.trim(),
      // Left out when not known, as the desktop form does; the price plan then ignores the receipt.
      ...(v.unitPrice.trim() ? { unitPrice: v.unitPrice.trim() } : {}),
      receivedDate: todayYmd(),
      receiver: work.user.name,
      remark,
    };
    const checked = materialReceiptCreateSchema.safeParse(body);
    const problems = checked.success
      ? []
      : checked.error.issues.map(
          (i) => `${labels[String(i.path[0])] ?? i.path.join('.')}：${messageOf(i, i18n.language)}`,
        );
    if (!judged) problems.push(t('site.receipt.slumpMissing'));
    if (problems.length > 0) {
      setError(problems.join('；'));
      return;
    }
    await saveLocal(
      outboxDb(),
      { kind: 'receipt', projectId: work.project.id, title: `${body.noteNo} ${body.vehiclePlate}`, body },
      photos,
    );
    await onDone(true);
  };

  const text = (k: keyof typeof v, label: string, mode?: 'decimal', wrong?: boolean) => (
    <Field label={label} htmlFor={`site-${k}`}>
      <Input
        id={`site-${k}`}
        name={k}
        size="large"
        style={FIELD}
        inputMode={mode}
        value={v[k]}
        status={wrong ? 'error' : undefined}
        onChange={set(k)}
      />
    </Field>
  );

  return (
    <form
      data-testid="site-receipt-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('site.receipt.title')}
        </Typography.Title>
        {work.plans.length === 0 && <Alert type="warning" title={t('site.receipt.noPlan')} />}
        <Field label={t('site.receipt.plan')} htmlFor="site-plan">
          <Select
            id="site-plan"
            size="large"
            style={{ ...FIELD, width: '100%' }}
            value={planNo}
            onChange={setPlanNo}
            options={work.plans.map((p) => ({ value: p.planNo, label: `${p.planNo} ${p.specification}` }))}
          />
        </Field>
        {text('noteNo', t('site.receipt.noteNo'))}
        {text('vehiclePlate', t('site.receipt.plate'))}
        {text('supplierName', t('site.receipt.supplier'))}
        {text('noteQuantity', t('site.receipt.quantity'), 'decimal')}
        {text('receivedQuantity', t('site.receipt.received'), 'decimal')}
        {text('unitPrice', t('site.receipt.unitPrice'), 'decimal', priceWrong)}
        <Card size="small" title={t('site.receipt.slump')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Field label={t('site.receipt.designSlump')} htmlFor="site-design-slump">
              <Input
                id="site-design-slump"
                name="designSlump"
                size="large"
                inputMode="numeric"
                style={FIELD}
                value={design}
                onChange={(e) => setDesign(e.target.value.trim())}
              />
            </Field>
            <Field label={t('site.receipt.readings')} htmlFor="site-slump">
              <Input
                id="site-slump"
                name="slump"
                size="large"
                inputMode="numeric"
                style={FIELD}
                value={slump}
                status={judged && !judged.pass ? 'error' : undefined}
                placeholder="195, 205"
                onChange={(e) => setSlump(e.target.value)}
              />
            </Field>
            <div data-testid="site-slump-judgement" data-pass={judged?.pass}>
              {judged && (
                <Tag color={judged.pass ? 'green' : 'red'}>
                  {t('site.receipt.slumpJudged', {
                    tolerance: judged.toleranceMm,
                    verdict: t(judged.pass ? 'site.pile.pass' : 'site.receipt.slumpFail'),
                  })}
                </Tag>
              )}
            </div>
          </Space>
        </Card>
        <PhotoInput count={photos.length} onPhoto={(p) => setPhotos((all) => [...all, p])} />
        {error && <Alert type="error" title={error} data-testid="site-form-error" />}
        <FormButtons onBack={() => void onDone(false)} />
      </Space>
    </form>
  );
}
