import { pourAddSchema, SPECIMEN_CURING, type SpecimenCuring } from '@zhuji/shared';
import { Alert, AutoComplete, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxDb, saveLocal } from './outbox/outbox-db';
import type { Work } from './site-data';
import { FIELD, Field, FormButtons, todayYmd } from './site-form-ui';
import { TARGET } from './site-ui';

// Test-block sampling at the pour (docs/domains/site.md#the-site-forms): the groups made, their curing, the
// witness named from the project's people, checked by the server's own contract before it is kept, and the
// number to write on each block while the server's sample number is not known yet (it is shown on the record
// once synced).

/** What to write on a block before the server numbers it: pile or place, day, curing, group. */
export function blockLabels(at: string, day: string, counts: Record<SpecimenCuring, number>): string[] {
  const mmdd = day.slice(5).replace('-', '');
  const out: string[] = [];
  for (const [curing, mark] of [
    [SPECIMEN_CURING.STANDARD, 'B'],
    [SPECIMEN_CURING.SAME_CONDITION, 'T'],
  ] as const)
    for (let i = 1; i <= counts[curing]; i++) out.push(`${at}-${mmdd}-${mark}${i}`);
  return out;
}

function Stepper(props: {
  label: string;
  value: number;
  min: number;
  onChange: (n: number) => void;
  id: string;
}) {
  return (
    <Field label={props.label}>
      <Space.Compact style={{ width: '100%' }}>
        <Button
          style={{ ...TARGET, width: 64 }}
          aria-label={`${props.label} −`}
          disabled={props.value <= props.min}
          onClick={() => props.onChange(props.value - 1)}
        >
          −
        </Button>
        <Input
          readOnly
          value={props.value}
          data-testid={props.id}
          style={{ ...FIELD, textAlign: 'center' }}
          aria-label={props.label}
        />
        <Button
          style={{ ...TARGET, width: 64 }}
          aria-label={`${props.label} +`}
          disabled={props.value >= 10}
          onClick={() => props.onChange(props.value + 1)}
        >
          +
        </Button>
      </Space.Compact>
    </Field>
  );
}

export function SamplingForm({ work, onDone }: { work: Work; onDone: (saved: boolean) => Promise<void> }) {
  const { t } = useTranslation();
  const last = work.pours[0];
  const [pileNo, setPileNo] = useState<string | undefined>();
  const [location, setLocation] = useState('');
  const [grade, setGrade] = useState(last?.strengthGrade ?? 'C30');
  const [plant, setPlant] = useState(last?.plant ?? '');
  const [volume, setVolume] = useState('');
  const [standard, setStandard] = useState(1);
  const [same, setSame] = useState(0);
  const [witness, setWitness] = useState('');
  const [error, setError] = useState<string | undefined>();
  const day = todayYmd();
  const at = pileNo ?? location.trim();
  const labels = at ? blockLabels(at, day, { standard, same_condition: same }) : [];
  const people = useMemo(
    () =>
      work.people
        .filter((p) => p.name.includes(witness.trim()))
        .slice(0, 20)
        .map((p) => ({ value: p.name, label: `${p.name} · ${p.company}` })),
    [work.people, witness],
  );

  const save = async () => {
    const w = witness.trim();
    const group = (curing: SpecimenCuring) => ({
      curing,
      ...(pileNo ? { pileNo } : {}),
      witnessed: w !== '',
      witnessName: w,
    });
    const body = {
      proId: work.project.id,
      pileNos: pileNo ? [pileNo] : [],
      location: location.trim() || (pileNo ? t('site.sampling.pileAt', { no: pileNo }) : ''),
      strengthGrade: grade.trim().toUpperCase(),
      plant: plant.trim(),
      volumeM3: volume.trim(),
      pouredOn: day,
      groups: [
        ...Array.from({ length: standard }, () => group(SPECIMEN_CURING.STANDARD)),
        ...Array.from({ length: same }, () => group(SPECIMEN_CURING.SAME_CONDITION)),
      ],
    };
    // The server's own contract, so a record that cannot pass is not kept to fail later.
    const checked = pourAddSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues.map((i) => i.message).join('；'));
      return;
    }
    const title = `${at} ${grade.toUpperCase()} × ${standard + same}`;
    await saveLocal(outboxDb(), {
      kind: 'sampling',
      projectId: work.project.id,
      title,
      body,
      labels,
    });
    await onDone(true);
  };

  return (
    <form
      data-testid="site-sampling-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('site.sampling.title')}
        </Typography.Title>
        <Field label={t('site.sampling.pile')} htmlFor="site-sampling-pile">
          <Select
            id="site-sampling-pile"
            size="large"
            showSearch
            allowClear
            style={{ ...FIELD, width: '100%' }}
            value={pileNo}
            placeholder={t('site.sampling.pilePlaceholder')}
            onChange={(v) => setPileNo(v)}
            options={work.piles.map((p) => ({ value: p.pileNo, label: p.pileNo }))}
          />
        </Field>
        <Field label={t('site.sampling.location')} htmlFor="site-sampling-location">
          <Input
            id="site-sampling-location"
            name="location"
            size="large"
            style={FIELD}
            value={location}
            placeholder={pileNo ? t('site.sampling.pileAt', { no: pileNo }) : ''}
            onChange={(e) => setLocation(e.target.value)}
          />
        </Field>
        <Field label={t('site.sampling.grade')} htmlFor="site-grade">
          <Input
            id="site-grade"
            name="strengthGrade"
            size="large"
            style={FIELD}
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
          />
        </Field>
        <Field label={t('site.sampling.volume')} htmlFor="site-volume">
          <Input
            id="site-volume"
            name="volumeM3"
            size="large"
            inputMode="decimal"
            style={FIELD}
            value={volume}
            onChange={(e) => setVolume(e.target.value)}
          />
        </Field>
        <Field label={t('site.sampling.plant')} htmlFor="site-plant">
          <Input
            id="site-plant"
            name="plant"
            size="large"
            style={FIELD}
            value={plant}
            onChange={(e) => setPlant(e.target.value)}
          />
        </Field>
        <Stepper
          id="site-standard"
          label={t('site.sampling.standard')}
          value={standard}
          min={0}
          onChange={setStandard}
        />
        <Stepper id="site-same" label={t('site.sampling.same')} value={same} min={0} onChange={setSame} />
        <Field label={t('site.sampling.witness')} htmlFor="site-witness">
          <AutoComplete
            id="site-witness"
            size="large"
            style={{ width: '100%' }}
            value={witness}
            options={people}
            onChange={(v) => setWitness(v)}
          >
            <Input
              name="witness"
              size="large"
              style={FIELD}
              placeholder={t('site.sampling.witnessPlaceholder')}
            />
          </AutoComplete>
        </Field>
        {labels.length > 0 && (
          <Card size="small" title={t('site.sampling.labels')} data-testid="site-block-labels">
            <Space wrap>
              {labels.map((l) => (
                <Typography.Text key={l} code style={{ fontSize: 16 }}>
                  {l}
                </Typography.Text>
              ))}
            </Space>
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('site.sampling.labelsHint')}
            </Typography.Paragraph>
          </Card>
        )}
        {error && <Alert type="error" title={error} data-testid="site-form-error" />}
        <FormButtons onBack={() => void onDone(false)} disabled={standard + same === 0} />
      </Space>
    </form>
  );
}
