import { useEffect, useState } from 'react';

/**
 * False until `frames` animation frames have passed since the component mounted (0: true at once).
 * A report section draws its charts one per frame, first chart first, so the first is on screen
 * as soon as its numbers arrive instead of after every chart of the section has been laid out
 * (issue 14: a tab's chart within 300 ms of its data).
 */
export function useAfterFrames(frames: number): boolean {
  const [passed, setPassed] = useState(frames <= 0);
  useEffect(() => {
    if (passed) return;
    let left = frames;
    let frame = 0;
    const tick = () => {
      left -= 1;
      if (left <= 0) setPassed(true);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [frames, passed]);
  return passed;
}
