import type { FormEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '@guide/common/search';
import { href, useLocation, useNavigate } from '../lib/router';
import * as paths from '../paths';

/**
 * The search box of every page's header: a plain GET form to /search, so it works before (or
 * without) the script; with it, the results open without a page load. On the results page it
 * holds the query searched for.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = pathname === paths.search ? (new URLSearchParams(search).get('q') ?? '') : '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) navigate(href(paths.search, { q }));
  };
  return (
    <form
      className="header-search"
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
      />
      <button type="submit" className="header-search-button" title="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
