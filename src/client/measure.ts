// Reading where things are without making the browser lay the page out on the spot. A
// getBoundingClientRect right after the page changed (the runtime's first pass over the page,
// a tab chosen) is a forced reflow: the layout the browser would do anyway for the next frame,
// done now inside a script task. A one-shot IntersectionObserver reports every element it is
// given once, from the layout of the next frame: the same boxes, at no extra cost.

export interface Measured {
  /** Each element's box, relative to the viewport (zero for one not rendered). */
  rects: Map<Element, DOMRectReadOnly>;
  /** The viewport's box. */
  viewport: DOMRectReadOnly;
}

/** The boxes of `elements` as the next frame lays them out. */
export function measure(elements: Element[]): Promise<Measured> {
  const fallback = () => new DOMRectReadOnly(0, 0, innerWidth, innerHeight);
  if (elements.length === 0) return Promise.resolve({ rects: new Map(), viewport: fallback() });
  return new Promise((resolve) => {
    const rects = new Map<Element, DOMRectReadOnly>();
    let viewport: DOMRectReadOnly | null = null;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        rects.set(entry.target, entry.boundingClientRect);
        viewport ??= entry.rootBounds;
      }
      if (rects.size < new Set(elements).size) return;
      observer.disconnect();
      // `rootBounds` is null only in a cross-origin frame.
      resolve({ rects, viewport: viewport ?? fallback() });
    });
    for (const element of elements) observer.observe(element);
  });
}
