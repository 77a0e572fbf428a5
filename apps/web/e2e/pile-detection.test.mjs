import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, useE2E } from './harness.mjs';

// Issue 10's detection story: a project with 120 piles shows its required detection counts
// (JGJ 106-2014: static load 3, high strain 10, integrity 24 for ordinary piles) and draws a random
// set whose stored seed and inputs re-verify to the same piles.

describe('pile detection: 120 piles → required counts → seeded draw → re-verify', () => {
  const e2e = useE2E();
  const api = (token, path, body) => e2e.api(token, path, body);

  it('when a group has 120 piles, then its counts show and a seeded draw of 24 re-verifies', async () => {
    const token = await signIn(e2e.baseUrl, 'zhangjianguo');
    const info = await api(token, '/api/user/info');
    const projectId = info.data?.user?.currentProject?.id ?? info.data?.currentProject?.id;
    assert.ok(projectId, 'zhangjianguo has a current project');
    const group = await api(token, '/api/pile/group/save', {
      projectId,
      name: 'JC-E2E φ600 检测组',
      pileType: 'bored',
      diameterMm: '600',
      designLength: '30',
      bearing: 'friction',
      singlePile: false,
      gradeA: false,
    });
    assert.equal(group.code, 200, JSON.stringify(group));
    const piles = await api(token, '/api/pile/numberConfig/save', {
      groupId: group.data.id,
      label: 'JC',
      numbers: '1-120',
    });
    assert.equal(piles.data?.created, 120, JSON.stringify(piles));

    const { page } = await e2e.pageAs('zhangjianguo', { viewport: { width: 1366, height: 860 } });
    await e2e.open(page, '/inspection/pileDetection');

    const card = page.getByTestId('detection-group').filter({ hasText: 'JC-E2E φ600 检测组' });
    await card.waitFor({ timeout: 15_000 });
    const required = async (category) =>
      (
        await card
          .getByTestId(`detection-required-${category}`)
          .getByTestId('detection-required-count')
          .textContent()
      )?.trim();
    assert.equal(await required('staticLoad'), '3');
    assert.equal(await required('highStrain'), '10');
    assert.equal(await required('integrity'), '24');
    await card.getByText('120 根').waitFor();

    const dialog = page.getByRole('dialog');
    await card.getByTestId('detection-draw-open').click();
    await dialog.waitFor();
    await dialog.getByTestId('detection-draw-seed-input').fill('e2e-江东-120');
    await dialog.getByTestId('detection-draw-submit').click();
    const result = dialog.getByTestId('detection-draw-result');
    await result.waitFor({ timeout: 10_000 });
    assert.equal((await result.getByTestId('detection-draw-seed').textContent())?.trim(), 'e2e-江东-120');
    const shown = (
      await result.getByTestId('detection-draw-piles').locator('.ant-tag').allTextContents()
    ).map((s) => s.trim());
    assert.equal(shown.length, 24);
    assert.ok(
      shown.every((p) => /^JC\d+$/.test(p)),
      shown.join(','),
    );

    await result.getByTestId('detection-draw-verify').click();
    await result.getByTestId('detection-draw-verified').getByText('复核一致').waitFor({ timeout: 10_000 });

    // The same seed and inputs, drawn again through the API, give the same piles.
    const again = await api(token, '/api/inspection/randomPileNumberList', {
      projectId,
      groupId: group.data.id,
      category: 'integrity',
      seed: 'e2e-江东-120',
    });
    assert.deepEqual(again.data.selected, shown);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // The draw history lists it.
    await page.getByText('抽选记录').first().scrollIntoViewIfNeeded();
    await page.getByRole('cell', { name: 'e2e-江东-120' }).first().waitFor({ timeout: 10_000 });
  });
});
