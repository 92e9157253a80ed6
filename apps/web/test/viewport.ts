/**
 * jsdom has no layout: answer (min|max)-width media queries against a chosen viewport width, the way the
 * browser would, so the layout's sidebar / bottom bar switch can be tested.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
    if (conditions.length === 0) return false;
    return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
