/** Grey tiles standing in for content while it loads (spec: 6 for movie releases). */
export function PlaceholderTiles({ count = 6 }: { count?: number }) {
  return (
    <div className="tile-grid" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="tile placeholder-tile" data-testid="placeholder-tile">
          <div className="placeholder-line wide" />
          <div className="placeholder-line" />
          <div className="placeholder-block" />
        </div>
      ))}
    </div>
  );
}
