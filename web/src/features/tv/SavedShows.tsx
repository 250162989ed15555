/** The account page's saved shows: the television issue gives them titles and tiles. */
export function SavedShows({ showIds, onForget }: { showIds: number[]; onForget(id: number): void }) {
  if (showIds.length === 0) return <p className="muted">No saved shows yet. Find one with Search for a Show.</p>;
  return (
    <ul className="saved-list">
      {showIds.map((id) => (
        <li key={id}>
          <span>Show {id}</span>
          <button type="button" onClick={() => onForget(id)}>
            Forget
          </button>
        </li>
      ))}
    </ul>
  );
}
