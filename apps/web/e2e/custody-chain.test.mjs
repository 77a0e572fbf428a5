import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { chooseOption, clickForResponse, signIn, useE2E } from './harness.mjs';

// Issue 20's "Done when": one chain of custody, signed at every step (docs/domains/witness.md,
// docs/domains/signature.md). The owner appoints a witness in writing → the contractor samples a pour
// naming that witness, who confirms from their own account → the label PDF is printed (its text and
// its QR code read back) → the lab receives the group by the label's QR address → results → the report
// signed by the lab and confirmed by the supervisor → the public page shows the whole chain verified →
// a value changed in the database makes that page say the record was altered.

const PROJECT = (p) => p.projectName === '一标段 桩基工程' && (p.mainProjectName ?? '').includes('江东');

/** The streams of a PDF, inflated, with their dictionaries (pdfkit writes direct /Length values). */
function pdfStreams(bytes) {
  const text = bytes.toString('latin1');
  const found = [];
  const head = /<<((?:[^<>]|<<[^<>]*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const dict = m[1];
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = bytes.subarray(m.index + m[0].length, m.index + m[0].length + length);
    found.push({ dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

/**
 * The text a PDF shows, read as a PDF reader copies it: each TJ array's glyph ids mapped through a
 * ToUnicode CMap of the file (one text per CMap: the labels use a regular and a bold subset font).
 */
function pdfTexts(streams) {
  const cmaps = streams
    .map((s) => s.data.toString('latin1'))
    .filter((s) => s.includes('beginbfrange'))
    .map((s) => {
      const map = new Map();
      const range = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g;
      for (let m = range.exec(s); m; m = range.exec(s)) {
        const start = Number.parseInt(m[1], 16);
        [...m[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => {
          map.set(start + i, Buffer.from(u[1], 'hex').swap16().toString('utf16le'));
        });
      }
      return map;
    });
  const runs = streams
    .map((s) => s.data.toString('latin1'))
    .flatMap((s) => [...s.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map((m) => [...m[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join(''));
  return cmaps.map((map) =>
    runs
      .map((hex) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(Number.parseInt(g, 16)) ?? '?').join(''))
      .join('\n'),
  );
}

/** The first QR code among the PDF's images (pdfkit stores a PNG with alpha as raw RGB, deflated). */
function pdfQr(streams) {
  for (const { dict, data } of streams) {
    if (!dict.includes('/Subtype /Image') || !dict.includes('/DeviceRGB')) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dict)?.[1]);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(data.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    const qr = jsQR(rgba, width, height);
    if (qr) return { url: qr.data };
  }
  return null;
}

describe('chain of custody: witness → sampling → label → lab by QR → signed report → public page', () => {
  const e2e = useE2E();
  const as = async (username) =>
    (await e2e.pageAs(username, { project: PROJECT, viewport: { width: 1366, height: 900 } })).page;

  /** Draws a signature on the pad and signs; resolves the signing call's answer. */
  const drawAndSign = async (page, scope) => {
    await scope.getByTestId('signature-sign').click();
    const pad = page.locator('[data-testid="signature-pad"][data-state="ready"]');
    await pad.waitFor();
    const box = await pad.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + 30, box.y + 120);
    await page.mouse.down();
    for (const [dx, dy] of [
      [80, 40],
      [140, 90],
      [220, 50],
      [300, 110],
    ])
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 4 });
    await page.mouse.up();
    const signed = await clickForResponse(page, page.getByTestId('signature-confirm'), '/api/signature/sign');
    assert.equal(signed.status(), 200);
    return (await signed.json()).data;
  };

  it('when every party does their step, then the public page verifies the whole chain, and says so when a value is changed', async () => {
    // 1. The owner's representative appoints 陈志明 (总监理工程师) in writing as witness for concrete.
    const owner = await as('zhaolihua');
    await e2e.open(owner, '/inspection/witness');
    await owner.getByTestId('witness-add').click();
    const appoint = owner.getByRole('dialog');
    await chooseOption(owner, appoint.getByTestId('witness-person'), '陈志明', '陈志明');
    const uploaded = owner.waitForResponse((r) => r.url().includes('/common/upload/file'));
    await appoint.locator('input[type=file]').setInputFiles({
      name: '见证人授权委托书-陈志明.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    assert.equal((await uploaded).status(), 200);
    await appoint.getByText('见证人授权委托书-陈志明.pdf').waitFor();
    const added = await clickForResponse(
      owner,
      appoint.getByRole('button', { name: /保\s*存/ }),
      '/witness/',
    );
    assert.equal(added.status(), 200);
    await owner
      .getByTestId('witness-table')
      .locator('.ant-table-row')
      .filter({ hasText: '陈志明' })
      .waitFor();

    // 2. The contractor registers a pour of GZ41 naming the appointed witness, with the seal number.
    const site = await as('zhangjianguo');
    await e2e.open(site, '/inspection/testBlock');
    await site.getByTestId('pour-add').click();
    const pour = site.getByRole('dialog');
    await pour.getByTestId('pour-piles').click();
    await site.keyboard.type('GZ41');
    await site.keyboard.press('Enter');
    const volume = pour.getByTestId('pour-volume');
    await ((await volume.evaluate((e) => e.tagName)) === 'INPUT' ? volume : volume.locator('input')).fill(
      '30',
    );
    await chooseOption(site, pour.getByTestId('pour-witness'), '陈志明');
    await pour.getByPlaceholder('封样编号').fill('FY-2026-0412');
    const made = await clickForResponse(site, pour.getByTestId('pour-save'), '/inspection/pour/add');
    assert.equal(made.status(), 200);
    const [group] = (await made.json()).data.specimens;
    const sampleNo = group.sampleNo;
    assert.match(sampleNo, /^SK-/);

    // 3. The witness confirms the sampling from his own account.
    const witness = await as('chenzhiming');
    await e2e.open(witness, '/inspection/testBlock');
    await witness.getByTestId('witness-inbox').getByTestId('witness-confirm').first().click();
    const confirmed = await clickForResponse(
      witness,
      witness.locator('.ant-modal-confirm').getByRole('button', { name: '确认见证' }),
      '/witnessConfirm',
    );
    assert.equal(confirmed.status(), 200);

    // 4. The contractor prints the group's label sheet: a PDF whose text carries the code, the seal
    // number and the project, and whose QR code opens the group's scan page.
    await site.reload();
    const row = site.locator('.ant-table-row').filter({ hasText: sampleNo });
    await row.locator('.ant-checkbox-input').check();
    await site.getByTestId('print-labels').click();
    await site.getByTestId('labels-sheet').waitFor();
    const download = site.waitForEvent('download');
    await site.getByTestId('labels-pdf-a4').click();
    const pdf = await readFile(await (await download).path());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const streams = pdfStreams(pdf);
    const texts = pdfTexts(streams).join('\n');
    assert.ok(texts.includes(sampleNo), `label text: ${texts}`);
    assert.ok(texts.includes('封样编号：FY-2026-0412'), `label text: ${texts}`);
    assert.ok(texts.includes('一标段 桩基工程') || texts.includes('钱塘新区江东'), `label text: ${texts}`);
    const qr = pdfQr(streams);
    assert.ok(qr, 'no QR code in the label PDF');
    const labelUrl = new URL(qr.url);
    assert.equal(labelUrl.pathname, '/inspection/scan');
    assert.equal(labelUrl.searchParams.get('code'), sampleNo);
    // Page 1 as PNG for a look by eye where poppler is installed; the PDF itself is kept either way.
    const out = join(tmpdir(), `custody-label-${sampleNo}`);
    await writeFile(`${out}.pdf`, pdf);
    await promisify(execFile)('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      `${out}.pdf`,
      out,
    ]).catch(() => undefined);
    await site.keyboard.press('Escape');
    await site.getByTestId('labels-sheet').waitFor({ state: 'hidden' });

    // ... and submits it to the lab.
    const submit = site.getByRole('dialog');
    await site.getByTestId('submit-open').click();
    await submit.waitFor();
    await chooseOption(site, submit.locator('.ant-select').first(), '浙江建科检测技术有限公司');
    const sent = await clickForResponse(site, submit.getByTestId('submit-save'), '/submit/add');
    assert.equal(sent.status(), 200);
    const submitNo = (await sent.json()).data.submitNo;

    // 5. The group spent its first hours in the site's standard curing room (the inspector put it there when
    // it was made), so the lab's receipt does not place it again: placement at receipt is only for groups in
    // no room (docs/domains/curing.md).
    const inspector = await signIn(e2e.baseUrl, 'lixiaofeng');
    const manager = await signIn(e2e.baseUrl, 'zhangjianguo');
    const room = await e2e.api(manager, '/api/curing/room/add', {
      projectId: group.projectId,
      name: '追溯链标养室',
      location: '现场试验室',
    });
    assert.equal(room.code, 200, JSON.stringify(room));
    const minute = (m) => new Date(Date.now() - (180 - m) * 60_000).toISOString();
    const stay = await e2e.api(inspector, '/api/curing/specimen/assign', {
      roomId: room.data.id,
      specimenIds: [group.id],
      inAt: minute(0),
    });
    assert.equal(stay.code, 200, JSON.stringify(stay));

    // The lab opens the label's address (its QR code) and receives the group there.
    const lab = await as('sunwei');
    await e2e.open(lab, `${labelUrl.pathname}${labelUrl.search}`);
    await lab.locator(`[data-testid="scan-result"][data-code="${sampleNo}"]`).waitFor();
    const received = await clickForResponse(lab, lab.getByTestId('scan-receive'), '/receiveByCode');
    assert.equal(received.status(), 200);
    assert.equal((await received.json()).data.placement?.room ?? null, null);

    // 6. The lab enters the results, issues the report and signs it.
    await e2e.open(lab, '/inspection/testBlock');
    await lab.getByTestId('submission-row').filter({ hasText: submitNo }).click();
    const detail = lab.getByTestId('submission-detail');
    await detail.getByTestId('results-form').waitFor();
    for (const [k, v] of [38.4, 39.6, 40.2].entries()) {
      const input = lab.getByTestId(`strength-${sampleNo}-${k}`);
      await ((await input.evaluate((e) => e.tagName)) === 'INPUT' ? input : input.locator('input')).fill(
        String(v),
      );
    }
    await clickForResponse(lab, detail.getByTestId('save-results'), '/submit/result');
    const issued = await clickForResponse(lab, detail.getByTestId('issue-report'), '/submit/report');
    assert.equal(issued.status(), 200);
    const verifyUrl = await detail.getByTestId('report-verify-link').getAttribute('href');
    assert.match(verifyUrl ?? '', /^\/rebarEngineering\/previewDetection\?code=/);
    const byLab = await drawAndSign(lab, detail.getByTestId('signature-panel'));
    assert.equal(byLab.turn, 'supervisor');

    // 7. The supervising engineer confirms it with his signature.
    const supervisor = await as('wanghaitao');
    await e2e.open(supervisor, '/inspection/testBlock');
    await supervisor.getByRole('tab', { name: '送检委托' }).click();
    await supervisor.getByTestId('submission-row').filter({ hasText: submitNo }).click();
    const bySupervisor = await drawAndSign(
      supervisor,
      supervisor.getByTestId('submission-detail').getByTestId('signature-panel'),
    );
    assert.equal(bySupervisor.turn, null);
    assert.equal(bySupervisor.intact, true);

    // 8. Anyone with the report's QR code sees the whole chain, each signature verified.
    const visitor = (await e2e.pageAs(null)).page;
    const answer = visitor.waitForResponse((r) => r.url().includes('/rebarEngineering/previewDetection'));
    await visitor.goto(e2e.url(verifyUrl));
    assert.equal((await answer).status(), 200);
    await visitor.getByTestId('verify-genuine').waitFor();
    const chain = visitor.getByTestId('verify-chain');
    for (const step of ['sampled', 'witnessed', 'submitted', 'received', 'tested', 'reported'])
      await chain.getByTestId(`verify-step-${step}`).first().waitFor();
    assert.match(await chain.getByTestId('verify-step-witnessed').textContent(), /陈志明/);
    // 标准养护: the group's stay in the site's room, no reading out of range yet.
    const inRange = chain
      .getByTestId('verify-step-cured')
      .locator('[data-testid="cured-stay"][data-state="in-range"]');
    await inRange.waitFor();
    assert.match(await inRange.textContent(), /追溯链标养室/);
    assert.equal(await chain.getByTestId('verify-step-cured').getByTestId('cured-none').count(), 0);
    const signedSteps = chain.getByTestId('verify-step-signed');
    assert.equal(await signedSteps.count(), 2);
    for (const [i, who] of ['孙伟', '王海涛'].entries()) {
      const text = await signedSteps.nth(i).textContent();
      assert.match(text, new RegExp(who));
      assert.match(text, /签名有效/);
    }
    assert.equal(await chain.getByText('签名无效').count(), 0);

    // 8b. That room then turns out to have run warm for 40 minutes while the group was in it (readings typed
    // by the inspector): scanning its label, the supervisor sees 标准养护 in red with that warning.
    const typed = await e2e.api(inspector, '/api/curing/reading/add', {
      roomId: room.data.id,
      readings: [
        { at: minute(10), temperature: 20, humidity: 97 },
        ...[20, 30, 40, 50, 60].map((m) => ({ at: minute(m), temperature: 23.6, humidity: 97 })),
        { at: minute(70), temperature: 20.2, humidity: 97 },
      ],
    });
    assert.equal(typed.data?.warnings, 1, JSON.stringify(typed));
    const scanned = supervisor.waitForResponse((r) => r.url().includes('/inspection/specimen/scan'));
    await e2e.open(supervisor, `/inspection/scan?code=${encodeURIComponent(sampleNo)}`);
    assert.equal((await scanned).status(), 200);
    const cured = supervisor.getByTestId('scan-chain').locator('[data-step="cured"][data-state="warned"]');
    await cured.waitFor();
    const curedText = await cured.textContent();
    assert.match(curedText, /追溯链标养室/);
    assert.match(curedText, /养护超限/);
    assert.match(curedText, /温度偏高/);
    assert.match(curedText, /超限 40 分钟/);
    // The report's public page says the same to anyone holding its QR code.
    const reread = visitor.waitForResponse((r) => r.url().includes('/rebarEngineering/previewDetection'));
    await visitor.reload();
    await reread;
    const publicCured = chain
      .getByTestId('verify-step-cured')
      .locator('[data-testid="cured-stay"][data-state="warned"]');
    await publicCured.waitFor();
    assert.match(await publicCured.textContent(), /追溯链标养室.*养护超限/);

    // 9. A strength changed in the database, outside the amendment path: the page says the record was altered.
    const changed = await e2e.sql(
      `update specimen_result set strengths = array[45.1, 39.6, 40.2]::numeric[]
        where specimen_id = (select id from specimen where sample_no = $1) returning specimen_id`,
      [sampleNo],
    );
    assert.equal(changed.length, 1);
    const again = visitor.waitForResponse((r) => r.url().includes('/rebarEngineering/previewDetection'));
    await visitor.reload();
    await again;
    await visitor.getByTestId('verify-tampered').waitFor();
    assert.match(await visitor.getByTestId('verify-alterations').textContent(), /strengths/);
  });
});
