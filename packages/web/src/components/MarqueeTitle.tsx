import { needsMarquee } from '@jinli/core/rules';
import './marqueeTitle.css';

/**
 * SPEC §2: a title longer than 15 characters scrolls as a marquee; with reduced motion it is cut with
 * an ellipsis and shown whole in a tooltip (marqueeTitle.css). Short titles render as they are.
 */
export function MarqueeTitle({ text, className = '' }: { text: string; className?: string }) {
  if (!needsMarquee(text)) return <span className={className}>{text}</span>;
  return (
    <span className={`marquee ${className}`} title={text}>
      <span className="marquee-track">
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </span>
    </span>
  );
}
