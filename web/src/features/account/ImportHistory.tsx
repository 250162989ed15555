import './import-history.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_IMPORT_BYTES, type HistoryImport, type ImportSource } from '@guide/common/watching';
import { Flash } from '../../components/FlashMessages';
import { useConfirmImport, useImportStatus, usePreviewImport } from './import-api';

const SOURCES: { id: ImportSource; name: string; files: string; accept: string }[] = [
  {
    id: 'trakt',
    name: 'Trakt',
    files: 'the JSON files of its data export (watched-history.json, lists-watchlist.json, …)',
    accept: '.json,application/json',
  },
  {
    id: 'tvtime',
    name: 'TV Time',
    files: 'the CSV files of its GDPR export: seen_episode.csv, followed_tv_show.csv, user_tv_show_data.csv',
    accept: '.csv,text/csv',
  },
  { id: 'letterboxd', name: 'Letterboxd', files: 'watched.csv, diary.csv and watchlist.csv', accept: '.csv,text/csv' },
];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** What the preview found: the counts (until the import has said what it added), then what was not matched. */
function PreviewSummary({ preview, counts }: { preview: HistoryImport['preview']; counts: boolean }) {
  return (
    <>
      <ul className="import-counts" hidden={!counts}>
        <li>{plural(preview.shows, 'show')} to follow</li>
        <li>{plural(preview.episodes, 'episode')} watched</li>
        <li>{plural(preview.filmsToWatch, 'film')} for the watchlist</li>
        <li>{plural(preview.filmsSeen, 'film')} seen</li>
      </ul>
      {preview.unavailable.length > 0 && (
        <Flash status="warning">
          The {preview.unavailable.join(' and ')} could not all be looked up just now; those titles are listed as not
          matched. Preview again to retry.
        </Flash>
      )}
      {preview.unmatchedCount > 0 && (
        <details className="import-unmatched">
          <summary>{plural(preview.unmatchedCount, 'title')} not matched</summary>
          <ul>
            {preview.unmatched.map((u, i) => (
              <li key={i}>
                <strong>{u.title}</strong>
                {u.year !== null && ` (${u.year})`}: {u.reason}
              </li>
            ))}
          </ul>
          {preview.unmatchedCount > preview.unmatched.length && (
            <p className="muted">and {preview.unmatchedCount - preview.unmatched.length} more.</p>
          )}
        </details>
      )}
    </>
  );
}

/**
 * "Bring your history": an export of Trakt, TV Time or Letterboxd read on the server and
 * previewed (nothing saved), then confirmed and applied in the background, with its progress.
 */
export function ImportHistory() {
  const id = useId();
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<ImportSource>('trakt');
  const [fileError, setFileError] = useState<string>();
  const [current, setCurrent] = useState<HistoryImport>();
  const confirmed = current && current.state !== 'previewed' ? current : undefined;
  const status = useImportStatus(confirmed);
  const shown = (confirmed && status.data) ?? current;

  const preview = usePreviewImport(source);
  const confirm = useConfirmImport();
  const finished = shown?.state === 'done' ? shown.id : undefined;
  useEffect(() => {
    // The saved shows, Up next and the watchlist hold what the import added.
    if (finished === undefined) return;
    for (const queryKey of [['user-data'], ['watching'], ['watchlist']]) void client.invalidateQueries({ queryKey });
  }, [finished, client]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (preview.isPending) return;
    setFileError(undefined);
    setCurrent(undefined);
    const files = [...(fileInput.current?.files ?? [])];
    if (files.length === 0) return setFileError('Choose the files of your export first.');
    const size = files.reduce((n, f) => n + f.size, 0);
    if (size > MAX_IMPORT_BYTES)
      return setFileError(
        `These files come to ${megabytes(size)}; an import takes at most ${megabytes(MAX_IMPORT_BYTES)} at once. Choose fewer files.`,
      );
    preview.mutate(files, { onSuccess: setCurrent, onError: (error) => setFileError(error.message) });
  };
  const chosen = SOURCES.find((s) => s.id === source)!;
  const running = shown?.state === 'queued' || shown?.state === 'running';

  return (
    <section className="section import-history" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Bring your history</h2>
      <p>
        Import what you watched and kept elsewhere. You see what matches before anything is saved, and importing the
        same files again adds nothing.
      </p>
      <form className="stacked-form" onSubmit={submit} noValidate>
        <fieldset className="import-sources">
          <legend>From</legend>
          {SOURCES.map((s) => (
            <label key={s.id}>
              <input
                type="radio"
                name={`${id}-source`}
                value={s.id}
                checked={source === s.id}
                onChange={() => setSource(s.id)}
              />{' '}
              {s.name}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-files`}>Files</label>
        <p id={`${id}-hint`} className="muted field-hint">
          {chosen.name}: {chosen.files}. At most {megabytes(MAX_IMPORT_BYTES)} together.
        </p>
        <input
          id={`${id}-files`}
          ref={fileInput}
          type="file"
          multiple
          accept={chosen.accept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[`${id}-hint`, fileError ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={() => setFileError(undefined)}
        />
        {fileError && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {fileError}
          </p>
        )}
        <button type="submit" aria-disabled={preview.isPending || running || undefined}>
          {preview.isPending ? 'Reading…' : 'Preview'}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {shown && (
          <div className="import-result">
            <h3>
              {shown.state === 'previewed'
                ? 'What this import would add'
                : shown.state === 'done'
                  ? 'Imported'
                  : shown.state === 'failed'
                    ? 'The import stopped'
                    : 'Importing…'}
            </h3>
            {running && (
              <p>
                <progress value={shown.progress.done} max={shown.progress.total} aria-label="Import progress" />{' '}
                {shown.progress.done} of {shown.progress.total} steps
              </p>
            )}
            {shown.state === 'done' && shown.added && (
              <p>
                Added {plural(shown.added.shows, 'show')}, {plural(shown.added.episodes, 'watched episode')} and{' '}
                {plural(shown.added.films, 'film')}; what you had already was kept as it was.
              </p>
            )}
            {shown.error && <Flash status="warning">{shown.error}</Flash>}
            <PreviewSummary preview={shown.preview} counts={shown.state !== 'done'} />
          </div>
        )}
        {confirm.isError && <Flash status="warning">{confirm.error.message}</Flash>}
        {status.isError && (
          <Flash status="warning">The import’s progress could not be read. It goes on; look again later.</Flash>
        )}
      </div>
      {shown?.state === 'previewed' && (
        <button
          type="button"
          className="primary"
          aria-disabled={confirm.isPending || undefined}
          onClick={() => !confirm.isPending && confirm.mutate(shown.id, { onSuccess: setCurrent })}
        >
          Import {plural(shown.preview.shows, 'show')}, {plural(shown.preview.episodes, 'episode')} and{' '}
          {plural(shown.preview.filmsToWatch + shown.preview.filmsSeen, 'film')}
        </button>
      )}
    </section>
  );
}
