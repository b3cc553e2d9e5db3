import { useEffect, useState } from 'react';
import { SECTION_OFFSET_PX } from './site';

/**
 * The section in view: the last one whose top has crossed the line `offset` px below the
 * viewport's top (docs/product.md#public-site: scroll-spy offset 100 px). At the very bottom of the
 * page the last section wins, because a short final section never reaches that line.
 */
function findActiveSection<Id extends string>(ids: readonly Id[], offset: number): Id | null {
  const sections = ids.flatMap((id) => {
    const element = document.getElementById(id);
    return element ? [{ id, element }] : [];
  });
  if (sections.length === 0) return null;

  const { scrollHeight } = document.documentElement;
  const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= scrollHeight - 1;
  if (atBottom) return sections[sections.length - 1]?.id ?? null;

  let active = sections[0]?.id ?? null;
  for (const { id, element } of sections) {
    if (element.getBoundingClientRect().top > offset) break;
    active = id;
  }
  return active;
}

/**
 * Tracks which of `ids` is in view while the window scrolls. Reads layout at most once per
 * animation frame, so a fast scroll costs six rectangle reads per frame and nothing more.
 */
export function useScrollSpy<Id extends string>(
  ids: readonly Id[],
  { enabled = true, offset = SECTION_OFFSET_PX }: { enabled?: boolean; offset?: number } = {},
): Id | null {
  const [active, setActive] = useState<Id | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(findActiveSection(ids, offset));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ids, enabled, offset]);

  return enabled ? active : null;
}
