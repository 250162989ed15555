/**
 * Grey tiles standing in for content while it loads (spec: 6 for movie releases), so the
 * space the content will take is held and nothing below it moves when it arrives.
 */
export function PlaceholderTiles({
  count = 6,
  gridClass = '',
  tileClass = '',
}: {
  count?: number;
  gridClass?: string;
  tileClass?: string;
}) {
  return (
    <div className={`tile-grid ${gridClass}`} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`tile placeholder-tile ${tileClass}`} data-testid="placeholder-tile">
          <div className="placeholder-line wide" />
          <div className="placeholder-line" />
          <div className="placeholder-block" />
        </div>
      ))}
    </div>
  );
}
