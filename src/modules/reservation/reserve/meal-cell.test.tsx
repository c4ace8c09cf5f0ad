import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { item, meal, renderPage, resetStorage, signIn, testConfig } from '@tests/kits/reservation-test-kit';
import { VariantScope } from '../shared/variant-scope';
import { VARIANTS } from '../variants';
import { mealViewOf } from '../program-model';
import { MealCell } from './meal-cell';

const food = VARIANTS.food;

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('meal cell (issue 20: a week of them renders once)', () => {
  it('mounting its counters commits nothing more: the counts they report are the ones the cell already shows', async () => {
    const phases: string[] = [];
    const lunch = mealViewOf(
      meal({
        programId: 900,
        programFoodTypes: [item({ id: 1, selectedCount: 1 }), item({ id: 2, selectedCount: 0 })],
      }),
      [],
    );
    await renderPage(
      <VariantScope variant={food}>
        <Profiler id="cell" onRender={(_id, phase) => phases.push(phase)}>
          <MealCell
            date="2025-01-18"
            meal={lunch}
            mode="default"
            selfId={1}
            programsKey={['programs', 1]}
            cart={null}
            reserveId={null}
          />
        </Profiler>
      </VariantScope>,
      { path: food.paths.reserve, config: testConfig() },
    );
    expect(await screen.findByTestId('counter-1')).toBeInTheDocument();
    expect(screen.getByTestId('reserve-2')).toBeInTheDocument();
    // Let every effect and the machines' first events run.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(phases).toEqual(['mount']);
  });
});
