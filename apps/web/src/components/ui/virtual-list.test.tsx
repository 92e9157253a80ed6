import { screen } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { VirtualList } from './virtual-list.tsx';

const keyOf = (item: { id: string }) => item.id;
const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `job-${i}`, title: `Vikariat ${i}` }));

describe('VirtualList', () => {
  it('renders only the rows in view out of 10,000, as a named list of list items', () => {
    // jsdom has no layout: the mock context gives a 400 px viewport and 50 px rows
    renderUi(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 50 }}>
        <VirtualList
          items={items}
          estimateSize={50}
          getKey={keyOf}
          renderItem={(item) => <span>{item.title}</span>}
          label="Lediga vikariat"
          height="400px"
          overscan={2}
        />
      </VirtuosoMockContext.Provider>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(screen.getByText('Vikariat 0')).toBeTruthy();
    expect(screen.queryByText('Vikariat 5000')).toBeNull();
    expect(screen.getByRole('region', { name: 'Lediga vikariat' })).toBeTruthy();
  });
});
