import { useEffect, useState } from 'react';
import { TAB_BAR_HIDE_SCROLL_PX } from '@dayflow/core';

/**
 * Spec §2: the mobile tab bar hides once the user scrolls down past 80 px and shows again on
 * any scroll up; the floating progress button does the same, so it never sits on the rows being
 * read. Returns true while they should be hidden.
 */
export function useHideOnScroll(thresholdPx = TAB_BAR_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY && y > thresholdPx) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [thresholdPx]);
  return hidden;
}
