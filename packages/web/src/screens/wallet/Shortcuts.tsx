import { Link } from '../../routes/routing.tsx';

export interface Shortcut {
  to: string;
  label: string;
}

/** A row of page links: the first is the main action (primary), the rest outlined. */
export function Shortcuts(props: { label: string; links: readonly Shortcut[] }) {
  return (
    <nav className="wallet-shortcuts" aria-label={props.label}>
      {props.links.map((link, index) => (
        <Link key={link.to} to={link.to} className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline'}`}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
