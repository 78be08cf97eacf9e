import { useEffect } from "react";
import { useLocation } from "@/lib/router";

/**
 * Scrolls to the element a link's #anchor names (e.g. /billing#plans) once the lazily loaded page
 * has rendered it; the browser's own fragment scroll has happened (or not) before the page exists.
 * The element's scroll-margin keeps it clear of the sticky header.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same anchor on another page is a new target
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const giveUpAt = Date.now() + 5000;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: "start" });
      else if (Date.now() < giveUpAt) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
