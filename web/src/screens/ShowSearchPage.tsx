import { useId, useState, type FormEvent } from 'react';
import { LoadFailure } from '../components/LoadFailure';
import { useSearchParams } from '../lib/router';
import { Flash } from '../components/FlashMessages';
import { LoadingDots } from '../components/LoadingDots';
import { SignInHint } from '../components/SignInHint';
import { PageHead } from '../components/PageHead';
import { ShowTile } from '../features/tv/ShowTile';
import { useShowSearch } from '../features/tv/tv-api';
import '../features/tv/tv.css';

/** '/television/search': search shows by title; the title lives in the query string, so results survive a reload. */
export default function ShowSearchPage() {
  const [params, setParams] = useSearchParams();
  const title = params.get('title') ?? '';
  const [draft, setDraft] = useState(title);
  const search = useShowSearch(title);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    setParams(wanted ? { title: wanted } : {});
  };

  let results = null;
  if (title.trim()) {
    if (search.isPending) results = <LoadingDots />;
    else if (search.isError) results = <LoadFailure retry={search}>Failed to complete search.</LoadFailure>;
    else if (search.data.length === 0) results = <Flash status="info">No results found</Flash>;
    else
      results = (
        <>
          <SignInHint>to save shows: their new episodes then show on Tonight and in your calendar.</SignInHint>
          <div className="tile-list" aria-label="Search results">
            {search.data.map((r) => (
              <ShowTile key={r.show.id} show={r.show} />
            ))}
          </div>
        </>
      );
  }

  return (
    <section className="page tv-page">
      <PageHead
        title="Search for a Show"
        description="Find a TV show by its name: its network, its previous and next episodes, and its page."
      />
      <h1>Search for a Show</h1>
      <form className="inline-form" role="search" onSubmit={submit}>
        <label htmlFor={inputId}>Show title</label>
        <div className="inline-row">
          <input
            id={inputId}
            name="title"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoComplete="off"
            maxLength={100}
          />
          <button type="submit" className="primary">
            Search
          </button>
        </div>
      </form>
      {results}
    </section>
  );
}
