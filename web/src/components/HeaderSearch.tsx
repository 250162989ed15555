import { useState, type FormEvent, type MouseEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '@guide/common/search';
import { focusSoon } from '../lib/focus';
import { href, useLocation, useNavigate } from '../lib/router';
import * as paths from '../paths';

const FORM_ID = 'site-search-form';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search of every page's header: a plain GET form to /search, so it works before (or without)
 * the script; with it, the results open without a page load. On the results page it holds the
 * query searched for. On phones the box hides behind a button (a link to /search, where the box
 * always shows, when there is no script). Search for a Show has a box of its own, so there the
 * header keeps only the link: one search box a screen.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Open at one address only: moving to another page closes the box again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean) => setOpenAt(next ? pathname : null);
  const onResults = pathname === paths.search;
  const current = onResults ? (new URLSearchParams(search).get('q') ?? '') : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    setOpen(false);
    navigate(href(paths.search, { q }));
  };

  if (pathname === paths.showSearch)
    return (
      <a href={paths.search} className="search-toggle always" title="Search the guide">
        <SearchIcon />
        <span className="visually-hidden">Search the guide</span>
      </a>
    );

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = !open;
    setOpen(next);
    if (next) focusSoon(() => document.getElementById('site-search'));
  };

  return (
    <>
      {!onResults && (
        <a
          href={paths.search}
          className="search-toggle"
          title="Search"
          aria-controls={FORM_ID}
          aria-expanded={open}
          onClick={toggle}
        >
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </a>
      )}
      <form
        id={FORM_ID}
        className={`header-search${open || onResults ? ' open' : ''}`}
        role="search"
        aria-label="Search the guide"
        action={paths.search}
        method="get"
        onSubmit={submit}
      >
        <label htmlFor="site-search" className="visually-hidden">
          Search teams, shows and films
        </label>
        {/* A new query in the address (back, forward, a link) shows in the box: the key makes a fresh field. */}
        <input
          key={current}
          id="site-search"
          name="q"
          type="search"
          placeholder="Teams, shows, films"
          defaultValue={current || undefined}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          required
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) {
              setOpen(false);
              focusSoon(() => document.querySelector<HTMLElement>('.search-toggle'));
            }
          }}
        />
        <button type="submit" className="header-search-button" title="Search">
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
    </>
  );
}
