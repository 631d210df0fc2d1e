/* global window, document, performance, requestAnimationFrame, PerformanceObserver */
/*
 * Put into the Builder's page by bench/builderScroll.ts, as plain JavaScript so that it reaches
 * the browser as written. It scrolls the assets table as a planner would (a steady scroll, and
 * jumps of the scroll bar) and records, frame by frame, the time between frames and whether the
 * view showed a skeleton (a window not loaded yet) or a gap (rows not drawn yet).
 */
window.scrollProbe = {
  scroller() {
    const scroller = document.querySelector('[data-testid="builder-table"] .p-virtualscroller');
    if (!scroller) throw new Error('The assets table has no virtual scroller');
    return scroller;
  },

  /**
   * The rows drawn inside the scroller's view, below its header: how many, how many are still
   * skeletons, and whether they cover the whole view (right after a jump the rows of the old place
   * are still drawn, out of view, and the new ones not yet).
   */
  rowsInView() {
    const scroller = this.scroller();
    const box = scroller.getBoundingClientRect();
    const top = box.top + scroller.clientTop + (scroller.querySelector('thead')?.getBoundingClientRect().height ?? 0);
    const bottom = box.top + scroller.clientTop + scroller.clientHeight;
    let shown = 0;
    let blank = 0;
    let highest = Infinity;
    let lowest = -Infinity;
    for (const row of scroller.querySelectorAll('tbody tr')) {
      const rect = row.getBoundingClientRect();
      if (rect.bottom <= top || rect.top >= bottom) continue;
      shown += 1;
      highest = Math.min(highest, rect.top);
      lowest = Math.max(lowest, rect.bottom);
      if (row.querySelector('.p-skeleton')) blank += 1;
    }
    const covered = shown > 0 && highest <= top + 0.5 && lowest >= bottom - 0.5;
    return { shown, blank, covered, rendered: scroller.querySelectorAll('tbody tr').length };
  },

  /** Scrolls at `pixelsPerSecond` for `seconds`, one step a frame. */
  steady(pixelsPerSecond, seconds) {
    const scroller = this.scroller();
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const frames = [];
    let blankFrames = 0;
    let rendered = 0;
    const top = scroller.scrollTop;
    return new Promise((resolve) => {
      let start;
      let last;
      const step = (now) => {
        if (start === undefined) {
          start = now;
        } else {
          frames.push(now - last);
          const view = this.rowsInView();
          if (view.blank > 0 || !view.covered) blankFrames += 1;
          rendered = Math.max(rendered, view.rendered);
        }
        last = now;
        if (now - start >= seconds * 1000) {
          observer.disconnect();
          resolve({ frames, blankFrames, longTasks, rendered, pixels: scroller.scrollTop - top });
          return;
        }
        scroller.scrollTop = top + ((now - start) / 1000) * pixelsPerSecond;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  },

  /** Moves the scroll bar to `top` at once and times the frames until every row in view shows its asset. */
  jump(top) {
    const scroller = this.scroller();
    const started = performance.now();
    scroller.scrollTop = top;
    return new Promise((resolve) => {
      const check = () => {
        const view = this.rowsInView();
        const elapsed = performance.now() - started;
        if (view.covered && view.blank === 0) resolve({ ms: elapsed, top: scroller.scrollTop });
        else if (elapsed > 60_000) resolve({ ms: Number.NaN, top: scroller.scrollTop });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  },

  /** The asset ids of the rows in view, top to bottom. */
  idsInView() {
    const scroller = this.scroller();
    const box = scroller.getBoundingClientRect();
    return [...scroller.querySelectorAll('tbody tr')]
      .filter((row) => {
        const rect = row.getBoundingClientRect();
        return rect.bottom > box.top && rect.top < box.bottom;
      })
      .map((row) => row.querySelector('.builder-table__id')?.textContent ?? '')
      .filter(Boolean);
  },
};
