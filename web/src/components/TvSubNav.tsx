import { NavLink } from '../lib/router';
import * as paths from '../paths';

const TV_LINKS = [
  { to: paths.moviesOnTv, label: 'Movies on TV', alsoActiveAt: paths.television },
  { to: paths.sportsOnTv, label: 'Sports on TV' },
  { to: paths.showSearch, label: 'Search for a Show' },
];

/** The TV screens' own menu, below the header on every `/television` page. */
export function TvSubNav({ pathname }: { pathname: string }) {
  return (
    <div className="sub-nav-bar">
      <nav className="sub-nav" aria-label="Television">
        {TV_LINKS.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end
            className={({ isActive }) => (isActive || pathname === l.alsoActiveAt ? 'active' : '')}
          >
            {l.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
