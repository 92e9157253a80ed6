import { forwardRef, useEffect, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import './virtual-list.css';

interface VirtualListProps<T> {
  items: readonly T[];
  /** A first guess of a row's height; rows are measured after rendering, so variable heights are fine. */
  estimateSize: number;
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Height of an own scroll area (CSS length), e.g. inside a dialog; without it the list scrolls with the page. */
  height?: string;
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
  /** The key of a row to bring into view, once, as soon as it is in the list (e.g. a job just posted). */
  scrollToKey?: Key | undefined;
}

// A list with list items, so screen readers still announce "list, N items" for the rendered part.
const List = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function VirtualListList(props, ref) {
  return <div {...props} ref={ref} role="list" className="virtual-inner" />;
});

/**
 * Renders only the rows in view (react-virtuoso, a component rather than a hook, so nothing here fights the
 * React Compiler's memoisation), so 10,000 jobs or log lines scroll smoothly. See docs/decisions/004.
 */
export function VirtualList<T>({ items, estimateSize, getKey, renderItem, label, height, overscan = 8, scrollToKey }: VirtualListProps<T>) {
  const list = useRef<VirtuosoHandle>(null);
  const scrolledTo = useRef<Key | undefined>(undefined);
  const target = scrollToKey === undefined ? -1 : items.findIndex((item, index) => getKey(item, index) === scrollToKey);
  // the row may arrive after the list (a replicated document): scroll when it does, and only once, so that the
  // person's own scrolling afterwards is not undone by the next change of the list
  useEffect(() => {
    if (target < 0 || scrolledTo.current === scrollToKey) return;
    scrolledTo.current = scrollToKey;
    list.current?.scrollToIndex({ index: target, align: 'center' });
  }, [target, scrollToKey]);
  return (
    <Virtuoso
      ref={list}
      className={height ? 'virtual-scroll' : undefined}
      // a page's list scrolls with the page (one scrollbar, the phone's natural gesture); a given height gets its own
      {...(height ? { style: { height } } : { useWindowScroll: true })}
      data={items}
      defaultItemHeight={estimateSize}
      increaseViewportBy={overscan * estimateSize}
      computeItemKey={(index, item) => getKey(item, index)}
      tabIndex={height ? 0 : undefined}
      role="region"
      aria-label={label}
      components={{
        List,
        Item: ({ children, item: _item, context: _context, ...props }) => (
          <div {...props} role="listitem" className="virtual-row" aria-setsize={items.length} aria-posinset={props['data-index'] + 1}>
            {children}
          </div>
        ),
      }}
      itemContent={(index, item) => renderItem(item, index)}
    />
  );
}
