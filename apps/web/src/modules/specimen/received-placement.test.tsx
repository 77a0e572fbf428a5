import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import './messages';
import { ReceivedPlacement } from './received-placement';

// After the lab's receipt by scan (docs/domains/curing.md "Placed at receipt"): the room the standard-cured
// groups went into, or the rooms to pick from.

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const renderWith = (placement: Parameters<typeof ReceivedPlacement>[0]['placement']) =>
  render(
    <AppProviders>
      <ReceivedPlacement placement={placement} onPlaced={() => undefined} />
    </AppProviders>,
  );

describe('placed at receipt', () => {
  it('when one room fitted, then the page says the groups went into it', async () => {
    renderWith({ room: { id: 3, name: '1号标准养护室' }, choices: [], specimenIds: [11, 12] });
    expect((await screen.findByTestId('scan-placed')).textContent).toContain(
      '2 组标养试块已放入「1号标准养护室」',
    );
    expect(screen.queryByTestId('scan-place')).toBeNull();
  });

  it('when several rooms fit, then the receiver is asked to pick one, and nothing is placed until then', async () => {
    renderWith({
      room: null,
      choices: [
        { id: 3, name: '1号标准养护室' },
        { id: 4, name: '2号标准养护室' },
      ],
      specimenIds: [11, 12],
    });
    const pick = await screen.findByTestId('scan-place');
    expect(pick.textContent).toContain('请选择 2 组标养试块放入的标准养护室');
    expect(screen.getByRole('button', { name: '放入养护室' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('scan-placed')).toBeNull();
  });

  it('when no standard-cured group waits and no room fits, then nothing shows', () => {
    const { container } = renderWith({ room: null, choices: [], specimenIds: [] });
    expect(container.textContent).toBe('');
  });
});
